// What the site parts of a page need from the server (issue 15, docs/phone.md): signatures (`POST/GET
// /phone/signature`, the image) and the phone's position (`POST /phone/position`), as an interface like
// WorkflowClient: the app supplies it over its HTTP layer (src/client/api/site-client-http.ts), stories and tests
// a fake. Optional: without a provider the dialog cannot sign and the detail shows no signatures.
import { createContext, useContext } from 'react';
import type { Stroke } from '../../domain/signature-check.ts';

/** What the pad sends: the PNG as a data URL and the strokes in its pixels. */
export interface SignatureInput {
  resource: string;
  recordId: number;
  image: string;
  strokes: Stroke[];
  positionId?: number;
}

/** `POST /phone/signature`'s answer. */
export interface SavedSignature {
  id: number;
  signedAt: string;
  signerName: string;
}

/** One of a record's signatures (`GET /phone/signature?resource=&recordId=`). */
export interface SignatureEntry extends SavedSignature {
  resource: string;
  recordId: number;
  userId: number;
  staffId: number | null;
  positionId: number | null;
  usedByHistory: number | null;
}

/** What `POST /phone/position` takes. */
export interface PositionInput {
  resource: string;
  recordId: number;
  lat: number;
  lon: number;
  accuracy: number;
  purpose: 'signature' | 'checkin';
}

/** `POST /phone/position`'s answer: the distance from the record's place (null when it has none). */
export interface PositionAnswer {
  id: number;
  distanceM: number | null;
  limitM: number;
  tooFar: boolean;
}

export interface SiteClient {
  sign(input: SignatureInput): Promise<SavedSignature>;
  signatures(resource: string, recordId: number): Promise<SignatureEntry[]>;
  /** An object URL of a signature's PNG (the image call needs the session, an `<img src>` cannot send it). */
  imageUrl(signatureId: number): Promise<string>;
  /** Records the phone's position; a 409 POSITION_TOO_FAR rejects with the reason. */
  position(input: PositionInput): Promise<PositionAnswer>;
}

export const SiteClientContext = createContext<SiteClient | null>(null);

/** The site client, or null when the screen has none. */
export function useSiteClient(): SiteClient | null {
  return useContext(SiteClientContext);
}
