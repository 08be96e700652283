/* The vocabulary of drawn ads: the kinds of product a packshot draws, type families and a palette. */

/** The packshot drawn on a brand's ads, one per kind of product. */
export const PRODUCT_SHAPES = [
  'dropper',
  'bottle',
  'tube',
  'jar',
  'pouch',
  'can',
  'box',
  'tee',
  'sneaker',
  'ring',
  'backpack',
  'phone',
  'laptop',
  'card',
  'suitcase',
  'headphones',
  'camera',
  'bowl',
  'pan',
  'sofa',
  'lamp',
  'tent',
  'bike',
  'board',
  'book',
  'dumbbell',
  'house',
  'paddle',
] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

/** The typeface family a brand's ads are set in. */
export type BrandType = 'sans' | 'serif' | 'condensed';

export interface BrandColours {
  /** The brand's main colour: buttons, logo, solid panels. */
  primary: string;
  /** A lighter partner for gradients and shapes. */
  secondary: string;
  /** The light background of its calmer layouts. */
  paper: string;
  /** Text on `paper`. */
  ink: string;
}
