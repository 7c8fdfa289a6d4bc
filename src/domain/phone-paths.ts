// The phone shell's addresses (issue 15, docs/phone.md), shared by the server (QR codes, links in messages) and
// the client. The shell is served at /zax/m/; its router's paths are below the basename `/zax/m`.

/** Router basename of the phone shell. */
export const PHONE_BASENAME = '/zax/m';

export const PHONE_PATHS = {
  login: '/login',
  /** 待办: the inbox, the shell's home. */
  home: '/',
  scan: '/scan',
  report: '/report',
  me: '/me',
  /** A QR code's target: `/q/<code>`. */
  qr: '/q/:code',
  record: '/r/:resource/:id',
  create: '/new/:resource',
  /** 我的考试 of 教育培训 (docs/training.md), linked from 我的. */
  myExams: '/x/jypx/exams',
  /** A special-work permit's phone page (docs/phone.md "Permits on the phone"). */
  permit: '/x/tszy/permit/:id',
  /** A patrol walked point by point (巡检巡查, docs/patrol.md "On the phone"). */
  patrol: '/x/xjxc/patrol/:id',
  /** A shutdown's isolation confirmed on site (重点检修 › 停车检修). */
  shutdown: '/x/zdjx/stop/:id',
  /** An overhaul item's site step: confirmed done with photos and a note, or reported blocked (重点检修). */
  overhaulItem: '/x/zdjx/item/:id',
  /** A checklist task filled item by item (docs/checklists.md "On the phone"). */
  checklistTask: '/x/qing-dan/task/:id',
} as const;

/**
 * The key that names a special-work permit to the site parts (signatures, positions, QR codes): permits are not a
 * generic resource (table `permit`, routes under /tszy), so the site routes know this one key besides the registry.
 */
export const PERMIT_SITE_RESOURCE = 'permit';

export const phoneRecordPath = (resource: string, id: number | string): string => `/r/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}`;
export const phoneCreatePath = (resource: string): string => `/new/${encodeURIComponent(resource)}`;
export const phonePermitPath = (id: number | string): string => `/x/tszy/permit/${encodeURIComponent(String(id))}`;
export const phonePatrolPath = (id: number | string): string => `/x/xjxc/patrol/${encodeURIComponent(String(id))}`;
export const phoneShutdownPath = (id: number | string): string => `/x/zdjx/stop/${encodeURIComponent(String(id))}`;
export const phoneOverhaulItemPath = (id: number | string): string => `/x/zdjx/item/${encodeURIComponent(String(id))}`;
/**
 * The resources whose records a module's own phone page shows (docs/phone.md "A module's own phone pages"): the
 * inbox and the QR codes open them there rather than on the runtime's record page.
 */
export const MODULE_RECORD_PAGES: Readonly<Record<string, (id: number | string) => string>> = {
  'patrol-record': phonePatrolPath,
  'device-stop': phoneShutdownPath,
  'overhaul-item': phoneOverhaulItemPath,
  'checklist-task': (id) => PHONE_PATHS.checklistTask.replace(':id', encodeURIComponent(String(id))),
};
/** The phone page of a record named by a site key: a permit's own page, a module's page of its records, else the runtime's record page. */
export const phoneTargetPath = (resource: string, id: number | string): string =>
  resource === PERMIT_SITE_RESOURCE ? phonePermitPath(id) : (MODULE_RECORD_PAGES[resource]?.(id) ?? phoneRecordPath(resource, id));
export const phoneQrPath = (code: string): string => `/q/${encodeURIComponent(code)}`;

/** The full address a QR code holds: the phone shell's page of the code on this server. */
export const phoneQrUrl = (origin: string, code: string): string => `${origin}${PHONE_BASENAME}${phoneQrPath(code)}`;

/** The header that makes a write exactly-once (item 7): the same key sent again answers the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
