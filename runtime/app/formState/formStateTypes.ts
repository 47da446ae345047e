/**
 * Types of the shared form state (legacy-portal §3 "Shared form state", legacy-portal §4 form status and loading counter).
 *
 * Why these are hand-written and not generated from `schemas/` (docs/architecture.md, "Schemas and types"): they describe the runtime's
 * in-memory state, not anything authored in a manifest or sent over the wire, so there is no schema for them
 * to twin. Every field is `readonly`: state changes only through the pure rules and action atoms, which
 * return new objects (jotai compares by reference).
 */

/** A form's id, as the dynamic-form widget names it (one set of atoms per id). */
export type FormId = string;

/**
 * A plugin of a form. Only `key`, `type` and `dataSource.runInitially` matter to the shared state; the
 * widget's other fields ride along untouched.
 */
export interface FormPlugin {
  readonly key: string;
  readonly type: string;
  /** Present on data-source plugins. `runInitially: true` makes the form wait for it (legacy-portal §4). */
  readonly dataSource?: { readonly runInitially?: boolean };
  readonly [field: string]: unknown;
}

/**
 * Spec §4: 1 while some data source flagged to run initially has not run yet, 2 once all have
 * (or when there were none).
 */
export type FormStatusCode = 1 | 2;

/** Spec §3 "form status per form (status 1 or 2, initial data-source keys, used data-source keys)". */
export interface FormStatus {
  readonly status: FormStatusCode;
  /** Keys of the data-source plugins flagged to run initially, in plugin order, without duplicates. */
  readonly initialKeys: readonly string[];
  /** Keys of the data sources that ran while the status was 1, in run order, without duplicates. */
  readonly usedKeys: readonly string[];
}

/** One print setting. Its fields are not shown by the spec; the widget owns them. */
export type PrintSetting = Readonly<Record<string, unknown>>;

/** Print settings of one table: a table-level setting and one per row id. */
export interface TablePrintSettings {
  readonly table?: PrintSetting;
  readonly rows: Readonly<Record<string, PrintSetting>>;
}

/** Spec §3 "print settings per form, table and row". */
export interface PrintSettings {
  readonly form?: PrintSetting;
  readonly tables: Readonly<Record<string, TablePrintSettings>>;
}

/**
 * Which print setting an action addresses. A union rather than optional ids so that "a row without a
 * table" cannot be written.
 */
export type PrintTarget =
  | { readonly level: 'form' }
  | { readonly level: 'table'; readonly tableId: string }
  | { readonly level: 'row'; readonly tableId: string; readonly rowId: string };

/** Spec §3 "table page info": the page shown (1-based), the page size and the total row count. */
export interface TablePage {
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

/** Page info of every table of one form, by table id. */
export type TablePages = Readonly<Record<string, TablePage>>;

/** One entry of legacy-portal §3's "warning error list"; `key` identifies it for replacement and removal. */
export interface FormWarning {
  readonly key: string;
  readonly message: string;
}

/** One row of a child table. Its fields are not shown by the spec; the widget owns them. */
export type ChildTableRow = Readonly<Record<string, unknown>>;

/** Spec §3 "child table data": rows of every child table of one form, by table id. */
export type ChildTables = Readonly<Record<string, readonly ChildTableRow[]>>;

/** Spec §3 "repeat-operation alert": shown when a second submit starts while one is in flight. */
export interface RepeatOperationAlert {
  readonly open: boolean;
  readonly message?: string;
}

/**
 * Spec §3 "selected cell range (table id, start and end row and column, selected ids)". Row and column are
 * 0-based indices; once stored, start ≤ end on both axes.
 */
export interface CellRange {
  readonly tableId: string;
  readonly startRow: number;
  readonly startCol: number;
  readonly endRow: number;
  readonly endCol: number;
  readonly selectedIds: readonly string[];
}
