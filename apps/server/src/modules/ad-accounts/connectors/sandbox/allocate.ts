/**
 * Splits a whole number into whole parts proportional to weights: the parts sum exactly to the
 * total and none passes its cap. Breakdowns by age, placement or asset use it, so they never lose
 * or invent a single impression or cent, and a part never counts more clicks than impressions.
 * Parts of weight 0 stay empty unless the weighted parts cannot hold the total.
 */
export function allocate(total: number, weights: readonly number[], caps?: readonly number[]): number[] {
  const count = weights.length;
  const parts = new Array<number>(count).fill(0);
  if (total <= 0) return parts;
  const fast = proportionalParts(total, weights, parts);
  if (fast && (!caps || withinCaps(parts, caps))) return parts;
  return cappedParts(total, weights, caps);
}

/**
 * Splits `total` by the positive weights with cumulative rounding: each part is the rounded
 * running share minus the rounded share before it, so the parts sum exactly to the total and each
 * is within one of its exact share. False when no weight is positive.
 */
function proportionalParts(total: number, weights: readonly number[], parts: number[]): boolean {
  const count = weights.length;
  let weightSum = 0;
  for (let index = 0; index < count; index += 1) {
    const weight = weights[index] ?? 0;
    if (weight > 0) weightSum += weight;
  }
  if (weightSum <= 0) return false;
  let running = 0;
  let previous = 0;
  let lastPositive = -1;
  for (let index = 0; index < count; index += 1) {
    const weight = weights[index] ?? 0;
    if (weight <= 0) {
      parts[index] = 0;
      continue;
    }
    running += weight;
    const upTo = Math.round((total * running) / weightSum);
    parts[index] = upTo - previous;
    previous = upTo;
    lastPositive = index;
  }
  // Floating-point sums may stop a hair short of the total: the last weighted part takes the rest.
  if (previous !== total) parts[lastPositive] = (parts[lastPositive] ?? 0) + total - previous;
  return true;
}

function withinCaps(parts: readonly number[], caps: readonly number[]): boolean {
  for (let index = 0; index < parts.length; index += 1) {
    if ((parts[index] ?? 0) > (caps[index] ?? 0)) return false;
  }
  return true;
}

/**
 * The careful split: parts whose share would pass their cap are filled to it and the rest is
 * shared again among the others; when every weighted part is full, parts of weight 0 with room
 * take what is left.
 */
function cappedParts(total: number, weights: readonly number[], caps?: readonly number[]): number[] {
  const count = weights.length;
  const cap = (index: number): number => (caps ? (caps[index] ?? 0) : Number.POSITIVE_INFINITY);
  const capacity = caps ? caps.reduce((sum, value) => sum + Math.max(0, value), 0) : Number.POSITIVE_INFINITY;
  if (capacity < total) throw new Error(`Cannot split ${total} into parts that hold ${capacity} in all`);
  const parts = new Array<number>(count).fill(0);
  const open = weights.map((weight, index) => (weight > 0 && cap(index) > 0 ? weight : 0));
  if (!open.some((weight) => weight > 0)) open.forEach((_, index) => (open[index] = cap(index) > 0 ? 1 : 0));
  let remaining = total;
  while (remaining > 0) {
    const weightSum = open.reduce((sum, weight) => sum + weight, 0);
    if (weightSum <= 0) {
      // Every weighted part is full: parts with room share the rest evenly.
      parts.forEach((part, index) => (open[index] = part < cap(index) ? 1 : 0));
      continue;
    }
    let filled = 0;
    for (let index = 0; index < count; index += 1) {
      const weight = open[index] ?? 0;
      if (weight > 0 && (remaining * weight) / weightSum > cap(index) - (parts[index] ?? 0)) {
        filled += cap(index) - (parts[index] ?? 0);
        parts[index] = cap(index);
        open[index] = 0;
      }
    }
    if (filled > 0) {
      remaining -= filled;
      continue;
    }
    const shares = new Array<number>(count).fill(0);
    proportionalParts(remaining, open, shares);
    shares.forEach((share, index) => (parts[index] = (parts[index] ?? 0) + share));
    remaining = 0;
  }
  return parts;
}
