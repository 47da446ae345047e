const two = (n: number) => String(n).padStart(2, '0');

/** Spec §9: times shown with two-digit parts. `withTime` adds hours and minutes. Seconds since the epoch in. */
export function formatDate(unixSeconds: number, withTime = false): string {
  const d = new Date(unixSeconds * 1000);
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return withTime ? `${date} ${two(d.getHours())}:${two(d.getMinutes())}` : date;
}
