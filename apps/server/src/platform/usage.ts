import type { UsageMetricsResponse } from '@hookline/domain';
import type { Executor } from './db/database.ts';

export type UsageFigures = UsageMetricsResponse['usageMetrics'];

/**
 * What one area counts against an organisation's plan (ad accounts this month, drive size…). The tenancy
 * area's usage metrics add up every area's counter, so an area that lands fills its own figures.
 */
export type UsageCounter = (db: Executor, orgId: string) => Promise<Partial<UsageFigures>>;

/**
 * The bytes one area keeps in storage for an organisation (Creative Hub files, saved ads' media…). The
 * organisation's one storage figure, checked against its plan, adds up every area's.
 */
export type StoredBytesCounter = (db: Executor, orgId: string) => Promise<number>;

/**
 * Every storage key one area keeps for an organisation (a Creative Hub version's upload, thumbnail, poster and
 * preview; a saved ad's media). Read in the transaction that deletes the organisation, whose rows go by
 * cascade, so that the bytes can go too once it has committed.
 */
export type StoredKeysLister = (db: Executor, orgId: string) => Promise<string[]>;
