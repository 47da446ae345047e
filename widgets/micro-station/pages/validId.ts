/** A positive id as the pages pass it on (query strings are the user's to edit): 1 to 10 digits, no leading zero. */
export const isValidId = (id: string) => /^[1-9]\d{0,9}$/.test(id);
