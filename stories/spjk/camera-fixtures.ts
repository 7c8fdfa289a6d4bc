/// <reference types="vite/client" />
// Cameras as 实时视频 and the permit's block read them (stories), and a playable stream: the demo's test segments
// (src/client/public/demo-video) bundled by Storybook, in a playlist made in the page that names them where they are.
import seg0 from '../../src/client/public/demo-video/test-0.m2ts?url';
import seg1 from '../../src/client/public/demo-video/test-1.m2ts?url';
import seg2 from '../../src/client/public/demo-video/test-2.m2ts?url';
import type { LiveCamera } from '../../src/client/api/camera-api.ts';
import { okData, type MockRoutes } from '../support/mock-http.ts';

let playlist: string | null = null;

/** A VOD playlist of the demo's three segments (2 s, 2 s, 1 s), as a blob: address. */
export function testStreamUrl(): string {
  if (!playlist) {
    const abs = (u: string) => new URL(u, document.baseURI).href;
    const text = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXTINF:2.0,', abs(seg0), '#EXTINF:2.0,', abs(seg1), '#EXTINF:1.0,', abs(seg2), '#EXT-X-ENDLIST', ''].join('\n');
    playlist = URL.createObjectURL(new Blob([text], { type: 'application/vnd.apple.mpegurl' }));
  }
  return playlist;
}

const camera = (over: Partial<LiveCamera> & Pick<LiveCamera, 'id' | 'code' | 'name'>): LiveCamera => ({
  areaName: '罐区', location: null, site: null, onlineStatus: 'online', previewUrl: null, ...over,
});

/** One camera of each state: playing, offline, out of order, without an address. */
export function cameras(): LiveCamera[] {
  return [
    camera({ id: 1, code: 'CAM-101', name: '乙醇储罐 V-203 枪机', location: 'V-203 防火堤东北角灯杆', site: '罐区乙醇储罐 V-203', previewUrl: testStreamUrl() }),
    camera({ id: 2, code: 'CAM-102', name: '氯气处理工段球机', areaName: '一车间', location: '氯气干燥塔平台', previewUrl: testStreamUrl() }),
    camera({ id: 3, code: 'CAM-103', name: '反应釜区半球', areaName: '二车间', onlineStatus: 'offline', previewUrl: testStreamUrl() }),
    camera({ id: 4, code: 'CAM-104', name: '厂区大门枪机', areaName: null, location: '1# 大门' }),
    camera({ id: 5, code: 'CAM-105', name: '装卸区枪机', areaName: '厂前区', onlineStatus: 'fault' }),
  ];
}

/** GET /u-basic/camera/list answering `list` (one page), as the generic list does: the area's label in refLabels. */
export function cameraListRoutes(list: LiveCamera[]): MockRoutes {
  return {
    'GET /u-basic/camera/list': () => okData({ rows: list.map(({ areaName, ...c }) => ({ ...c, refLabels: { areaId: areaName } })), total: list.length, totalExact: true, page: 1, limit: 100 }),
  };
}

/** GET /spjk/camera/site answering `list`. */
export function siteCameraRoutes(list: LiveCamera[]): MockRoutes {
  return { 'GET /spjk/camera/site': () => okData(list.map(({ areaName: _a, ...c }) => c)) };
}
