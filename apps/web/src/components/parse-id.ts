/**
 * Reads a record id from a query-string value. Screens take ids from the URL (a link from the
 * dashboard, a refreshed tab), so anything but a positive integer means "no id" instead of a
 * call to /things/NaN.
 */
export const parseId = (raw: string | null | undefined): number | null => {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
