// Deep pages (issue 25; docs/resource-api.md "Deep pages"): from this offset on, a list first picks the ids of its
// page in the list's order (an index-only scan when the order's index covers it), then reads only those rows, so
// the rows skipped are never fetched. Below it the plain page is as fast and needs one scan.
export const DEFERRED_OFFSET = 100;
