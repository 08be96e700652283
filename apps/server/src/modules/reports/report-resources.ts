import { workspaceChildResource } from '../tenancy/index.ts';
import {
  creativeTags,
  namingConventions,
  reportFolders,
  reports,
  reportSnapshots,
  tablePresets,
} from './tables.ts';

/*
 * The kinds of thing the reports routes touch. Each is found by its id in one query that joins the caller's
 * membership and Analytics grant, so another organisation's id is a 404 like an id that doesn't exist.
 * Rows that belong to an ad account let a route pin it (`within`).
 */

export const reportFolderResource = workspaceChildResource({
  name: 'reportFolder',
  table: reportFolders,
  id: reportFolders.id,
  workspaceId: reportFolders.workspaceId,
  within: reportFolders.adAccountId,
  product: 'analytics',
});

export const savedReportResource = workspaceChildResource({
  name: 'savedReport',
  table: reports,
  id: reports.id,
  workspaceId: reports.workspaceId,
  within: reports.adAccountId,
  product: 'analytics',
});

export const reportSnapshotResource = workspaceChildResource({
  name: 'reportSnapshot',
  table: reportSnapshots,
  id: reportSnapshots.id,
  workspaceId: reportSnapshots.workspaceId,
  within: reportSnapshots.adAccountId,
  product: 'analytics',
});

/** Presets belong to the workspace, not to one ad account: nothing to pin. */
export const tablePresetResource = workspaceChildResource({
  name: 'tablePreset',
  table: tablePresets,
  id: tablePresets.id,
  workspaceId: tablePresets.workspaceId,
  product: 'analytics',
});

export const creativeTagResource = workspaceChildResource({
  name: 'creativeTag',
  table: creativeTags,
  id: creativeTags.id,
  workspaceId: creativeTags.workspaceId,
  within: creativeTags.adAccountId,
  product: 'analytics',
});

export const namingConventionResource = workspaceChildResource({
  name: 'namingConvention',
  table: namingConventions,
  id: namingConventions.id,
  workspaceId: namingConventions.workspaceId,
  within: namingConventions.adAccountId,
  product: 'analytics',
});

/** Every resource the reports area declares, for its manifest. */
export const reportResources = [
  reportFolderResource,
  savedReportResource,
  reportSnapshotResource,
  tablePresetResource,
  creativeTagResource,
  namingConventionResource,
];
