import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';
import { multiLineText, singleLineText } from '../validation/text-schemas.ts';
import { TEXT_AREA_MAX } from '../validation/text.ts';
import { driveFileSchema, driveFolderSchema, drivePathStepSchema } from './drive-dto.ts';
import { DRIVE_FILE_NAME_MAX } from './drive-upload-api.ts';
import { DRIVE_LIST_DEFAULT_LIMIT, DRIVE_LIST_MAX_LIMIT } from './media.ts';

/*
 * The Creative Hub's folder, file, bulk and library calls (API.md, "Creative Hub"): what the drive screens
 * send and what they read back.
 */

/** What the folder and file calls say; the move refusals are spec section 8's words, as written there. */
export const DRIVE_MESSAGES = {
  folderNameRequired: 'Please enter a valid folder name',
  folderNameTooLong: 'Folder name must be at most 250 characters long',
  folderNameTaken: 'Folder with same name already present',
  fileNameRequired: 'Please enter a valid file name',
  fileNameTooLong: `File name must be at most ${DRIVE_FILE_NAME_MAX} characters long`,
  descriptionTooLong: `Description must be at most ${TEXT_AREA_MAX} characters long`,
  changeRequired: 'Please enter a name or a description',
  rootRename: "The workspace's root folder can't be renamed",
  rootDelete: "The workspace's root folder can't be deleted",
  rootMove: "The workspace's root folder can't be moved",
  moveIntoItself: "You can't move to a board you're trying to move",
  moveIntoSubBoard: "You can't move a board to one of its sub-boards",
  moveToCurrentParent: "You can't move a board to its current parent",
  reorderNotSibling: 'Please choose a folder in the same place to put it before',
  tagNotFound: 'Tag not found',
  customFieldNotFound: 'Custom field not found',
  customFieldValueInvalid: (title: string) => `Please enter a valid value for ${title}`,
  selectItems: 'Please select at least one file or folder',
  tooManyItems: 'Please select at most 500 files and folders at once',
  selectTags: 'Please select at least one tag',
  dateInvalid: 'Please choose a valid date',
  folderDeleted: 'Folder deleted successfully',
  fileDeleted: 'File deleted successfully',
  itemsDeleted: 'Deleted successfully',
  itemsMoved: 'Moved successfully',
} as const;

/** The most files and folders one bulk call takes. */
export const DRIVE_BULK_MAX = 500;
/** The longest folder name. */
export const DRIVE_FOLDER_NAME_MAX = 250;
/** The longest search a library call takes. */
export const DRIVE_SEARCH_MAX = 200;

export const DRIVE_LIST_SORTS = ['name', 'size', 'createdAt', 'modifiedAt'] as const;
export type DriveListSort = (typeof DRIVE_LIST_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DRIVE_MEDIA_KINDS = ['image', 'video'] as const;

const idField = (name: string) => requiredString(`${name} is required`);

export const driveFolderIdParams = z.object({ folderId: idField('folderId') });
export const driveFileIdParams = z.object({ fileId: idField('fileId') });
export const driveWorkspaceIdParams = z.object({ workspaceId: idField('workspaceId') });

const folderNameSchema = singleLineText(DRIVE_MESSAGES.folderNameRequired)
  .min(1, { error: DRIVE_MESSAGES.folderNameRequired })
  .max(DRIVE_FOLDER_NAME_MAX, { error: DRIVE_MESSAGES.folderNameTooLong });

/** A text area (spec section 5: at most 250 by default); empty clears it. */
const descriptionSchema = multiLineText()
  .max(TEXT_AREA_MAX, { error: DRIVE_MESSAGES.descriptionTooLong })
  .nullable();

// ---------- Folders ----------

/** `POST assets/folder`: `parentId` left out, null or the workspace's id is the workspace's root. */
export const createDriveFolderBody = z.object({
  workspaceId: idField('workspaceId'),
  parentId: singleLineText().nullable().optional(),
  name: folderNameSchema,
  description: descriptionSchema.optional(),
});
export type CreateDriveFolderBody = z.input<typeof createDriveFolderBody>;

/** `PUT assets/folder/{folderId}`. */
export const updateDriveFolderBody = z
  .object({ name: folderNameSchema.optional(), description: descriptionSchema.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    error: DRIVE_MESSAGES.changeRequired,
  });
export type UpdateDriveFolderBody = z.input<typeof updateDriveFolderBody>;

/** `PUT assets/folder/{folderId}/move` and `PUT assets/file/{fileId}/move`: the workspace's id is its root. */
export const driveMoveBody = z.object({ targetFolderId: idField('targetFolderId') });
export type DriveMoveBody = z.input<typeof driveMoveBody>;

/**
 * `PUT assets/folder/{folderId}/reorder`: put the folder just before its sibling `beforeFolderId`; null
 * (or left out) puts it last among its siblings.
 */
export const reorderDriveFolderBody = z.object({
  beforeFolderId: singleLineText().nullable().default(null),
});
export type ReorderDriveFolderBody = z.input<typeof reorderDriveFolderBody>;

/** What narrows a folder's list: files of these kinds, with any of these tags, or the caller's favourites. */
export const driveItemFiltersSchema = z.object({
  types: z.array(z.enum(DRIVE_MEDIA_KINDS)).max(DRIVE_MEDIA_KINDS.length).optional(),
  tagIds: z.array(idField('tagIds')).max(100).optional(),
  favouritesOnly: z.boolean().optional(),
});
export type DriveItemFilters = z.infer<typeof driveItemFiltersSchema>;

const pageSchema = z.number().int().min(1).max(1_000_000).default(1);
const limitSchema = z.number().int().min(1).max(DRIVE_LIST_MAX_LIMIT).default(DRIVE_LIST_DEFAULT_LIMIT);

/** `POST assets/folder/{folderId}/list-items`. */
export const driveListItemsBody = z.object({
  page: pageSchema,
  limit: limitSchema,
  sort: z.enum(DRIVE_LIST_SORTS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
  filters: driveItemFiltersSchema.optional(),
});
export type DriveListItemsBody = z.input<typeof driveListItemsBody>;

/** Folders first, then files; `total` counts both, and the page is cut from that combined list. */
export const driveListItemsResponse = z.object({
  folders: z.array(driveFolderSchema),
  files: z.array(driveFileSchema),
  total: z.number().int(),
});
export type DriveListItems = z.infer<typeof driveListItemsResponse>;

/** `GET assets/folder-tree/workspace/{workspaceId}?moving=`: with `moving`, where that folder can't go is disabled. */
export const driveFolderTreeQuery = z.object({ moving: singleLineText().optional() });

export const drivePathResponse = z.object({ data: z.array(drivePathStepSchema) });

export const driveDeletedResponse = z.object({ _id: z.string(), message: z.string() });

export const driveFavouriteResponse = z.object({ _id: z.string(), isFavourite: z.boolean() });
export const driveWatchResponse = z.object({ _id: z.string(), isWatched: z.boolean() });

// ---------- Files ----------

/** A value a custom field takes: an option id, option ids, a day (`YYYY-MM-DD`), a text or a number. */
const customFieldValueInput = z.union([
  multiLineText().max(2000),
  z.array(singleLineText().max(100)).max(200),
  z.number().finite(),
]);

/** `PUT assets/file/{fileId}`: custom field values by field id, merged into the file's; null clears one. */
export const updateDriveFileBody = z.object({
  name: singleLineText(DRIVE_MESSAGES.fileNameRequired)
    .min(1, { error: DRIVE_MESSAGES.fileNameRequired })
    .max(DRIVE_FILE_NAME_MAX, { error: DRIVE_MESSAGES.fileNameTooLong })
    .optional(),
  description: descriptionSchema.optional(),
  customFields: z.record(z.string(), customFieldValueInput.nullable()).optional(),
  tagsToAdd: z.array(idField('tagsToAdd')).max(100).optional(),
  tagsToRemove: z.array(idField('tagsToRemove')).max(100).optional(),
});
export type UpdateDriveFileBody = z.input<typeof updateDriveFileBody>;

// ---------- Bulk ----------

const bulkIds = (name: string) =>
  z.array(idField(name), { error: DRIVE_MESSAGES.selectItems }).max(DRIVE_BULK_MAX, {
    error: DRIVE_MESSAGES.tooManyItems,
  });

interface BulkSelection {
  fileIds: string[];
  folderIds?: string[] | undefined;
}
const selectedCount = (body: BulkSelection) => body.fileIds.length + (body.folderIds?.length ?? 0);
const hasSelection = (body: BulkSelection) => selectedCount(body) > 0;
const withinBulkMax = (body: BulkSelection) => selectedCount(body) <= DRIVE_BULK_MAX;

/** `POST assets/workspace/{workspaceId}/files/bulk/add-tags`. */
export const bulkAddTagsBody = z
  .object({
    fileIds: bulkIds('fileIds'),
    tagIds: z
      .array(idField('tagIds'), { error: DRIVE_MESSAGES.selectTags })
      .min(1, { error: DRIVE_MESSAGES.selectTags })
      .max(100),
  })
  .refine(hasSelection, { error: DRIVE_MESSAGES.selectItems });
export type BulkAddTagsBody = z.input<typeof bulkAddTagsBody>;

/** `POST assets/workspace/{workspaceId}/files/bulk/remove`: folders go with everything inside them. */
export const bulkRemoveBody = z
  .object({ fileIds: bulkIds('fileIds'), folderIds: bulkIds('folderIds').optional() })
  .refine(hasSelection, { error: DRIVE_MESSAGES.selectItems })
  .refine(withinBulkMax, { error: DRIVE_MESSAGES.tooManyItems });
export type BulkRemoveBody = z.input<typeof bulkRemoveBody>;

/** `POST assets/workspace/{workspaceId}/files/bulk/move`. */
export const bulkMoveBody = z
  .object({
    fileIds: bulkIds('fileIds'),
    folderIds: bulkIds('folderIds').optional(),
    targetFolderId: idField('targetFolderId'),
  })
  .refine(hasSelection, { error: DRIVE_MESSAGES.selectItems })
  .refine(withinBulkMax, { error: DRIVE_MESSAGES.tooManyItems });
export type BulkMoveBody = z.input<typeof bulkMoveBody>;

export const bulkFilesResponse = z.object({ data: z.array(driveFileSchema) });
export const bulkRemoveResponse = z.object({
  fileIds: z.array(z.string()),
  folderIds: z.array(z.string()),
  message: z.string(),
});
export const bulkMoveResponse = bulkRemoveResponse.extend({ targetFolderId: z.string() });

// ---------- Library ----------

/** A day (`YYYY-MM-DD`, the whole day in UTC) or an instant (ISO 8601). */
const dateBound = singleLineText(DRIVE_MESSAGES.dateInvalid)
  .max(40, { error: DRIVE_MESSAGES.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: DRIVE_MESSAGES.dateInvalid });

const customFieldFilterValue = z.union([
  singleLineText().max(2000),
  z.number().finite(),
  z.array(z.union([singleLineText().max(2000), z.number().finite()])).max(200),
]);

export const driveLibraryFiltersSchema = driveItemFiltersSchema.extend({
  /** By field id: the value, or any of the values. */
  customFields: z.record(z.string(), customFieldFilterValue).optional(),
  createdFrom: dateBound.optional(),
  createdTo: dateBound.optional(),
});
export type DriveLibraryFilters = z.infer<typeof driveLibraryFiltersSchema>;

/** `POST assets/workspace/{workspaceId}/library`: every file of the workspace, searched and filtered. */
export const driveLibraryBody = z.object({
  page: pageSchema,
  limit: limitSchema,
  sort: z.enum(DRIVE_LIST_SORTS).default('createdAt'),
  order: z.enum(SORT_ORDERS).default('desc'),
  /** Words of the name or description; each matches the start of a word. */
  query: singleLineText().max(DRIVE_SEARCH_MAX).optional(),
  filters: driveLibraryFiltersSchema.optional(),
});
export type DriveLibraryBody = z.input<typeof driveLibraryBody>;

export const driveLibraryResponse = z.object({ data: z.array(driveFileSchema), total: z.number().int() });
export type DriveLibrary = z.infer<typeof driveLibraryResponse>;
