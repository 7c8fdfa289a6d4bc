/** The server's answers and route texts of asset (ids `api.asset.*`). */
export const apiAssetZh = {
  'api.asset.downloadFileAttachment': '下载文件（附件）',
  'api.asset.file': '文件',
  'api.asset.fileDetailsIdsCommaSeparated': '文件信息（ids 以逗号分隔）',
  'api.asset.fileDoesNotExist': '文件不存在',
  'api.asset.genericDownloadResourceFileId': '通用下载：resource 为文件 id',
  'api.asset.pleaseChooseImageUpload': '请选择要上传的图片',
  'api.asset.unsupportedType': '不支持的文件类型：{name}',
  'api.asset.uploadFileMultipartFieldFile': '上传文件（multipart 字段 file）：文档、图片或视频',
  'api.asset.uploadImageMultipartFieldFile': '上传图片（multipart 字段 file）：png、jpg、jpeg、gif',
} as const;
