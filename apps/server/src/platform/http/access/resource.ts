import type { Executor } from '../../db/database.ts';
import type { Caller, ShareViewer } from './caller.ts';

/** A row together with the caller's proven access to it. */
export interface Resolved<Row, Access> {
  row: Row;
  access: Access;
}

/**
 * A kind of thing a route can touch, and how a caller reaches it. Each lookup is one scoped query: the row
 * comes back only when the caller may see it, so another tenant's id and an id that doesn't exist look the
 * same (404). Whether the caller may take an action is decided on the access the query proved (403).
 */
export interface Resource<Row, Access, Action extends string = string> {
  name: string;
  /** The row and the member's access; undefined when the member may not see it. */
  forMember(
    db: Executor,
    input: { userId: string; id: string; within?: string },
  ): Promise<Resolved<Row, Access> | undefined>;
  /** The row as a share-link viewer reaches it; absent when no share link reaches this kind of thing. */
  forShareViewer?(
    db: Executor,
    input: { viewer: ShareViewer; id: string; within?: string },
  ): Promise<Resolved<Row, Access> | undefined>;
  /** Every action this caller may take on this row, given the proven access. */
  allowedActions(resolved: Resolved<Row, Access>, caller: Caller): readonly Action[];
  /** The 403 message when the caller lacks `action`. */
  deniedMessage(action: Action): string;
}

export type AnyResource = Resource<unknown, unknown, string>;
export type RowOf<R> = R extends Resource<infer Row, infer _Access, infer _Action> ? Row : never;
export type AccessOf<R> = R extends Resource<infer _Row, infer Access, infer _Action> ? Access : never;
export type ActionOf<R> = R extends Resource<infer _Row, infer _Access, infer Action> ? Action : never;
