import { inspirationFavouriteResponse, inspirationWatchResponse } from '@hookline/domain';
import { marksOf } from '../../marks/index.ts';
import { inspirationMarks } from '../tables.ts';

export type MarkedKind = 'file' | 'board';

/** A person's favourite and watched boards and saved ads: one table, whose `mark` says which. */
export const inspirationItemMarks = marksOf<MarkedKind>({
  tables: { favourite: inspirationMarks, watch: inspirationMarks },
  statement: 'inspiration_marks_of_user',
  responses: { favourite: inspirationFavouriteResponse, watch: inspirationWatchResponse },
  summaries: {
    file: {
      favourite: ['Add a saved ad to your favourites', 'Remove a saved ad from your favourites'],
      watch: ['Watch a saved ad: hear of its comments', 'Stop watching a saved ad'],
    },
    board: {
      favourite: ['Add a board to your favourites', 'Remove a board from your favourites'],
      watch: ['Watch a board: hear of what is saved and said in it', 'Stop watching a board'],
    },
  },
});

export const {
  setMark: setInspirationMark,
  marksAmong: inspirationMarksOf,
  dropMarks: dropInspirationMarks,
  favouriteOf,
} = inspirationItemMarks;
