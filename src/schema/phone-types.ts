// Types of the `phone` keyword of a resource file and of the site parts of a workflow (issue 15,
// docs/phone.md): what the phone shell offers for a resource, and what a step asks of the person on site.
// Pure types: the check is in keywords/phone.ts, the server halves in src/server/phone, the runtime's in
// src/runtime/phone and the shell in src/client/phone.

/** Where a record is, for comparing the phone's position with it (issue 15 item 5). */
export type PlaceSpec =
  /** A geometry field (point or polygon, plant coordinates) of the record itself. */
  | { geometry: string }
  /** A reference field to the `area` resource: the area's polygon. */
  | { area: string };

/** The `phone` keyword: how the resource appears in the phone shell (`/zax/m/`). */
export interface PhoneSpec {
  /** Listed under 上报: a person creates a record of it from the phone (a hidden danger, a report). */
  report?: boolean;
  /** The record is a place or a thing: it has a QR code to print, and scanning it opens its phone page. */
  qr?: boolean;
  /** Where the record is (item 5): signatures and check-ins compare the phone's position with it. */
  place?: PlaceSpec;
  /** Fields shown on the phone, in order (default: the form's fields). */
  fields?: string[];
}

/** What a workflow transition or approval step asks on site (issue 15 items 3 and 5). */
export interface SiteRequirement {
  /** A drawn handwritten signature: required (refused without one), optional, or not asked (default). */
  signature?: 'required' | 'optional';
  /** The phone's position with the signature, compared with the record's place (`phone.place`). */
  location?: 'required' | 'optional';
}
