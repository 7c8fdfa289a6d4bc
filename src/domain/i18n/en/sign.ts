import type { English } from '../message-format.ts';
import type { signZh } from '../zh/sign.ts';

export const signEn: English<typeof signZh> = {
  'sign.api.tag': 'On-site signatures',
  'sign.api.create': 'Saves a handwritten signature (PNG image and strokes) on a record',
  'sign.api.list': 'The signatures of a record (who, when)',
  'sign.api.image': 'The image of a signature (PNG)',
  'sign.field.id': 'Signature id',
  'sign.field.resource': 'Resource',
  'sign.field.recordId': 'Record id',
  'sign.field.image': 'Signature image',
  'sign.field.strokes': 'Signature strokes',
  'sign.field.positionId': 'Position on site',
  'sign.field.signatureId': 'Signature',
  'sign.error.unknownResource': 'There is no resource "{resource}"',
  'sign.error.notPng': 'The signature image must be a PNG image (data:image/png;base64,…)',
  'sign.error.tooLarge': 'The signature image may not exceed {mb} MB',
  'sign.error.empty': 'The signature is empty: sign by hand inside the box',
  'sign.error.tooSmall': 'The signature is too small or only a few dots: please sign again',
  'sign.error.notFound': 'The signature does not exist',
  'sign.error.required': '"{action}" needs a handwritten signature on site: please sign first',
  'sign.error.otherRecord': 'The signature was not made on this record: please sign again',
  'sign.error.otherPerson': 'The signature is not yours: please sign yourself',
  'sign.error.expired': 'The signature is older than {minutes} minutes: please sign again',
  'sign.error.used': 'The signature has already been used: please sign again',
  'sign.check.value': '"{key}" may only be required or optional, not "{value}"',
  'sign.error.positionRequired': '"{action}" needs your position on site: allow the phone to read it and try again',
};
