import type { English } from '../message-format.ts';
import type { apiAssetZh } from '../zh/api-asset.ts';

export const apiAssetEn: English<typeof apiAssetZh> = {
  'api.asset.downloadFileAttachment': 'Download a file (attachment)',
  'api.asset.file': 'File',
  'api.asset.fileDetailsIdsCommaSeparated': 'File details (ids comma-separated)',
  'api.asset.fileDoesNotExist': 'The file does not exist',
  'api.asset.genericDownloadResourceFileId': 'Generic download: resource is the file id',
  'api.asset.pleaseChooseImageUpload': 'Please choose an image to upload',
  'api.asset.unsupportedType': 'Unsupported file type: {name}',
  'api.asset.uploadFileMultipartFieldFile': 'Upload a file (multipart field file): a document, image or video',
  'api.asset.uploadImageMultipartFieldFile': 'Upload an image (multipart field file): png, jpg, jpeg, gif',
};
