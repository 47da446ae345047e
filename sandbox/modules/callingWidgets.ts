/**
 * Which widgets' pages make a call: the widget that declares the API key, and every widget that lists it
 * under `uses` in its widget.json (the account search page's `news.list`). Read from the same files as
 * runtime/shared/apiDeclarations.ts, once.
 */
import { readFileSync } from 'node:fs';
import { apiDeclarations } from '../../runtime/shared/apiDeclarations.ts';
import { discoverWidgets } from '../../runtime/shared/discoverWidgets.ts';

let users: ReadonlyMap<string, readonly string[]> | undefined;

/** API key → the widgets that list it under `uses`. */
function usersByKey(): ReadonlyMap<string, readonly string[]> {
  if (users) return users;
  const found = new Map<string, string[]>();
  for (const widget of discoverWidgets()) {
    const { uses = [] } = JSON.parse(readFileSync(widget.definitionFile, 'utf8')) as { uses?: string[] };
    for (const key of uses) found.set(key, [...(found.get(key) ?? []), widget.id]);
  }
  users = found;
  return users;
}

/** The widgets whose pages call `key`, its own widget first; none for a key nobody declares. */
export function callingWidgets(key: string): string[] {
  const owner = apiDeclarations().get(key)?.owner;
  if (owner === undefined) return [];
  return [owner, ...(usersByKey().get(key) ?? [])];
}
