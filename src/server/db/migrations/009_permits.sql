-- Special work permits (docs/permits.md, docs/permit-api.md): the permit with its approval slots, every step
-- of its lifecycle, its gas analyses, and the weather of the work sites (the hot-work grade reads the wind).

-- One global sequence: a number is never reused, not even by another enterprise, and a rolled-back insert
-- burns its value. Removal is a soft state (REMOVED), so a removed permit keeps its number.
create sequence permit_number_seq;

create table permit (
  tenant_id bigint not null,
  id bigserial,
  number text not null default 'HJZA' || lpad(nextval('permit_number_seq')::text, 13, '0'),
  kind text not null check (kind in ('DONG_HUO', 'SHOU_XIAN', 'MANG_BAN', 'GAO_CHU', 'DIAO_ZHUANG', 'YONG_DIAN',
                                     'DONG_TU', 'DUAN_LU', 'YI_BAN_SHI_GONG', 'DIAN_QI_GE_LI')),
  grade text check (grade in ('TE_JI', 'YI_JI', 'ER_JI', 'SAN_JI', 'I', 'II', 'III', 'IV')),
  grade_rule text,
  state text not null default 'DRAFT' check (state in ('DRAFT', 'APPROVING', 'APPROVED', 'IN_PROGRESS', 'FINISHED',
                                                       'ARCHIVED', 'DISCARDED', 'EXPIRED', 'REMOVED')),
  slot_index int,
  slots jsonb not null default '[]',
  planned_start timestamptz,
  planned_end timestamptz,
  submitted_by bigint,
  started_at timestamptz,
  finished_at timestamptz,
  interrupted_at timestamptz,
  last_return jsonb,
  data jsonb not null default '{}',
  zuo_ye_di_dian text,
  department text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by bigint,
  updated_by bigint,
  primary key (tenant_id, id),
  unique (id),
  check (number ~ '^HJZA[0-9]{13}$')
);
create unique index permit_number on permit (number);
create index permit_list_by_kind on permit (tenant_id, kind, state, created_at desc);
create index permit_list on permit (tenant_id, created_at desc, id desc);
select guard_tenant_table('permit');

-- Every step of a permit: who (user id and name) did what, when, from which state to which.
create table permit_event (
  tenant_id bigint not null,
  id bigserial,
  permit_id bigint not null,
  action text not null,
  by_user bigint,
  by_name text not null,
  at timestamptz not null,
  from_state text,
  to_state text not null,
  opinion text,
  slot_key text,
  decision text check (decision in ('approve', 'return')),
  detail jsonb,
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, permit_id) references permit (tenant_id, id)
);
create index permit_event_of on permit_event (tenant_id, permit_id, at, id);
select guard_tenant_table('permit_event');

-- Gas analysis records (spec 001 §3.2), judged on the server (gas-analysis.ts) when recorded.
create table gas_analysis (
  tenant_id bigint not null,
  id bigserial,
  permit_id bigint not null,
  qi_ti_ming_cheng text not null,
  qi_ti_lei_bie text check (qi_ti_lei_bie in ('combustible', 'oxygen', 'toxic')),
  fen_zi_liang double precision,
  bao_zha_xia_xian double precision,
  dong_huo_zui_gao_yun_xu_nong_du double precision,
  dong_huo_zui_gao_yun_xu_nong_du_ppm double precision,
  du_xing_jie_chu_xian_zhi double precision,
  du_xing_jie_chu_xian_zhi_ppm double precision,
  yang_han_liang double precision,
  nong_du double precision not null,
  nong_du_dan_wei text not null default '%',
  fen_xi_bu_wei text,
  fen_xi_ren text,
  readonly boolean not null default false,
  auto_add boolean not null default false,
  oxygen_rich boolean not null default false,
  taken_at timestamptz not null,
  pass boolean not null,
  rule text not null,
  vm double precision not null,
  recorded_by bigint,
  recorded_by_name text,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, permit_id) references permit (tenant_id, id)
);
create index gas_analysis_of on gas_analysis (tenant_id, permit_id, taken_at desc);
select guard_tenant_table('gas_analysis');

-- Weather at a work site, typed in or sent by a weather station; the latest record of a site counts.
create table weather_record (
  tenant_id bigint not null,
  id bigserial,
  site text not null,
  wind_level int check (wind_level between 0 and 17),
  temperature double precision,
  weather text,
  recorded_at timestamptz not null default now(),
  source text not null default 'manual' check (source in ('manual', 'station')),
  recorded_by bigint,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (id)
);
create index weather_record_site on weather_record (tenant_id, site, recorded_at desc, id desc);
select guard_tenant_table('weather_record');
