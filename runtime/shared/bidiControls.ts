/**
 * Unicode's bidirectional controls: the embeddings and overrides U+202A–U+202E, the isolates
 * U+2066–U+2069 and the marks U+200E, U+200F and U+061C. In a file name they reorder what a reader sees —
 * "invoice\u202Efdp.exe" shows as "invoiceexe.pdf" — so uploaded names are stored without them (the
 * sandbox) and shown without them (the runtime), whatever a backend stored.
 * One list for the browser and the sandbox.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without bidirectional controls. */
export const withoutBidiControls = (text: string): string => text.replace(bidiControls, '');
