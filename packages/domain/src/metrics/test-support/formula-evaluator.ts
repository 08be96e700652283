/**
 * Evaluates a catalogue formula text by substituting component labels with numbers, so tests can
 * check that the text a marketer reads computes the same number as the machine computation.
 */
export function evaluateFormulaText(formula: string, labels: ReadonlyMap<string, number>): number {
  let text = formula;
  const ordered = [...labels.entries()].sort((a, b) => b[0].length - a[0].length);
  for (const [label, value] of ordered) text = text.split(label).join(`#${value}#`);
  const tokens = text.match(/#-?[\d.e+-]+#|[()+\-*/]|\d+(?:\.\d+)?/g) ?? [];
  const rest = text.replace(/#-?[\d.e+-]+#|[()+\-*/]|\d+(?:\.\d+)?|\s/g, '');
  if (rest !== '') throw new Error(`Unparsed formula text: "${rest}" in ${formula}`);
  let position = 0;
  const peek = (): string | undefined => tokens[position];
  const next = (): string => tokens[position++] ?? '';
  function primary(): number {
    const token = next();
    if (token === '(') {
      const value = expression();
      if (next() !== ')') throw new Error(`Unbalanced formula: ${formula}`);
      return value;
    }
    return Number(token.replaceAll('#', ''));
  }
  function term(): number {
    let value = primary();
    while (peek() === '*' || peek() === '/') value = next() === '*' ? value * primary() : value / primary();
    return value;
  }
  function expression(): number {
    let value = term();
    while (peek() === '+' || peek() === '-') value = next() === '+' ? value + term() : value - term();
    return value;
  }
  const result = expression();
  if (position !== tokens.length) throw new Error(`Trailing tokens in formula: ${formula}`);
  return result;
}
