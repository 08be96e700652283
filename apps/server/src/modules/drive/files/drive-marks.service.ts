import { driveFavouriteResponse, driveWatchResponse } from '@hookline/domain';
import * as marks from '../../marks/index.ts';
import { driveFavourites, driveWatchers } from '../tables.ts';

/** A person's favourite and watched files and folders: a table for each mark. */
export const driveItemMarks = marks.marksOf<'file' | 'folder'>({
  tables: { favourite: driveFavourites, watch: driveWatchers },
  statement: 'drive_marks_of_user',
  responses: { favourite: driveFavouriteResponse, watch: driveWatchResponse },
  marked: {
    file: { name: 'a file', news: 'its new versions and comments' },
    folder: { name: 'a folder', news: 'new uploads and comments in it' },
  },
});

export const {
  setMark: setDriveMark,
  marksAmong: marksOf,
  dropMarks: dropMarksOn,
  favouriteOf,
} = driveItemMarks;
