import { driveFavouriteResponse, driveWatchResponse } from '@hookline/domain';
import * as marks from '../../marks/index.ts';
import { driveFavourites, driveWatchers } from '../tables.ts';

/** A person's favourite and watched files and folders: a table for each mark. */
export const driveItemMarks = marks.marksOf<'file' | 'folder'>({
  tables: { favourite: driveFavourites, watch: driveWatchers },
  statement: 'drive_marks_of_user',
  responses: { favourite: driveFavouriteResponse, watch: driveWatchResponse },
  summaries: {
    file: {
      favourite: ['Add a file to your favourites', 'Remove a file from your favourites'],
      watch: ['Watch a file: hear of its new versions and comments', 'Stop watching a file'],
    },
    folder: {
      favourite: ['Add a folder to your favourites', 'Remove a folder from your favourites'],
      watch: ['Watch a folder: hear of new uploads and comments in it', 'Stop watching a folder'],
    },
  },
});

export const {
  setMark: setDriveMark,
  marksAmong: marksOf,
  dropMarks: dropMarksOn,
  favouriteOf,
} = driveItemMarks;
