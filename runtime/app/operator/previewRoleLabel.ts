/** How the console names a preview role. */
import type { TFunction } from 'i18next';
import type { PreviewRoleEntry } from './operatorApi.ts';

/**
 * The console's own text for a role it knows (`roles.<id>`, in the reader's language); any other role is
 * the deployment's (a school's ROLES_FILE), shown by the name the host gives it.
 */
export function previewRoleLabel(t: TFunction, role: PreviewRoleEntry): string {
  return t(`roles.${role.id}`, { defaultValue: role.name ?? role.id });
}
