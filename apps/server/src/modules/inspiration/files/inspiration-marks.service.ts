import { inspirationFavouriteResponse, inspirationWatchResponse } from '@hookline/domain';
import { marksOf } from '../../marks/index.ts';
import { inspirationMarks } from '../tables.ts';

export type MarkedKind = 'file' | 'board';

/** A person's favourite and watched boards and saved ads: one table, whose `mark` says which. */
export const inspirationItemMarks = marksOf<MarkedKind>({
  tables: { favourite: inspirationMarks, watch: inspirationMarks },
  statement: 'inspiration_marks_of_user',
  responses: { favourite: inspirationFavouriteResponse, watch: inspirationWatchResponse },
  marked: {
    file: { name: 'a saved ad', news: 'its comments' },
    board: { name: 'a board', news: 'what is saved and said in it' },
  },
});

export const {
  setMark: setInspirationMark,
  marksAmong: inspirationMarksOf,
  dropMarks: dropInspirationMarks,
  favouriteOf,
} = inspirationItemMarks;
