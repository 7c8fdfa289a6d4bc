# One-off conversion of the shipped resource files' hand-typed fields into references (issue 12, item 3).
# Kept for the record of what was converted; the table in docs/schema-engine.md ("textRefs") is the list.
import json, os, re, sys
D = os.path.join(os.path.dirname(__file__), '..', 'schemas', 'resources')

STAFF = ('staff', 'PersonPicker')
DEPT = ('department', 'DepartmentPicker')

# resource -> list of (field, kind, target, label, match, unlessSet)
# kind 'same': the text field itself becomes the reference; 'new': a new reference field beside the texts;
# 'rename': a new reference field replacing the text field (removed from the form, its text stays stored).
PERSON = lambda f: (f, 'same', 'staff', None, [[f, 'name']], None)
DEPTF = lambda f: (f, 'same', 'department', None, [[f, 'name']], None)
def staff_of(props):
    m = []
    if 'idCard' in props: m.append(['idCard', 'idCard'])
    if 'mobile' in props: m.append(['mobile', 'mobile'])
    m.append(['name', 'name'])
    return m
PLAN = {
  'area-duty': [PERSON('responsiblePerson'), PERSON('deputyPerson'), DEPTF('department')],
  'auto-control': [PERSON('responsiblePerson')],
  'bb-principal-dict': [PERSON('mainPrincipal'), PERSON('techPrincipal'), PERSON('operPrincipal'), DEPTF('department'),
                        ('hazardSourceId', 'new', 'hazard-source', None, [['hazardSourceCode', 'code'], ['hazardSourceName', 'name']], None)],
  'camera': [PERSON('responsiblePerson'), ('areaId', 'rename:areaName', 'area-duty', 'areaName', [['areaName', 'areaName']], None)],
  'contractor-service': [('contractorId', 'rename:contractorName', 'contractor-info', None, [['contractorName', 'name']], None),
                         DEPTF('department'), PERSON('supervisor'), PERSON('evaluator')],
  'contractor-training': [('contractorId', 'rename:contractorName', 'contractor-info', None, [['contractorName', 'name']], None)],
  'contractor-user': [('contractorId', 'rename:contractorName', 'contractor-info', None, [['contractorName', 'name']], None)],
  'contractor-violation': [('contractorId', 'rename:contractorName', 'contractor-info', None, [['contractorName', 'name']], None),
                           ('violatorId', 'new', 'contractor-user', None, [['violatorIdCard', 'idCard'], ['violatorName', 'name']], None),
                           PERSON('discoverer'), DEPTF('department')],
  'acceptance-stage': [PERSON('contactPerson')],
  'design-stage': [PERSON('contactPerson')],
  'pre-evaluation': [PERSON('contactPerson')],
  'three-simultaneous': [PERSON('projectManager')],
  'pilot-production': [PERSON('principal')],
  'device-start-stop': [PERSON('commander'), DEPTF('department')],
  'duty-info': [DEPTF('department')],
  'emergency-driver': [('staffId', 'new', 'staff', None, None, None), DEPTF('department'),
                       ('vehicleId', 'rename:vehiclePlateNo', 'emergency-vehicle', 'plateNo', [['vehiclePlateNo', 'plateNo']], None)],
  'emergency-vehicle': [DEPTF('department'), ('driverId', 'rename:driverName', 'emergency-driver', None, [['driverName', 'name']], None)],
  'hazard-source': [PERSON('responsiblePerson')],
  'hazardous-person': [('staffId', 'new', 'staff', None, None, None), DEPTF('department')],
  'leave-record': [('staffId', 'new', 'staff', None, None, None), DEPTF('department'), PERSON('substitute'), PERSON('approver')],
  'maintenance-management': [('productionEquipmentId', 'new', 'production-equipment', None, [['equipmentCode', 'code'], ['equipmentName', 'name']], None),
                             ('specialEquipmentId', 'new', 'special-equipment', None, [['equipmentCode', 'equipmentCode'], ['equipmentName', 'name']], 'productionEquipmentId'),
                             ('contractorId', 'new', 'contractor-info', None, [['contractorName', 'name']], None),
                             PERSON('principal'), PERSON('guardian')],
  'meet-record': [PERSON('host'), PERSON('recorder'), PERSON('followUpPerson'), DEPTF('department')],
  'notice': [PERSON('publisher'), DEPTF('publishDept')],
  'production-capacity': [PERSON('responsiblePerson'), DEPTF('department')],
  'production-equipment': [PERSON('responsiblePerson'), DEPTF('department')],
  'safety-commitment': [PERSON('commitPerson')],
  'safety-manager': [('staffId', 'new', 'staff', None, None, None), DEPTF('department')],
  'shift-manager': [('staffId', 'new', 'staff', None, None, None), DEPTF('department'), PERSON('deputy')],
  'special-equipment': [PERSON('responsiblePerson'), DEPTF('department')],
  'special-equipment-operator': [('staffId', 'new', 'staff', None, None, None),
                                 ('contractorUserId', 'new', 'contractor-user', None, [['idCard', 'idCard'], ['name', 'name']], 'staffId'),
                                 DEPTF('department')],
  'special-operator': [('staffId', 'new', 'staff', None, None, None),
                       ('contractorUserId', 'new', 'contractor-user', None, [['idCard', 'idCard'], ['name', 'name']], 'staffId'),
                       DEPTF('department')],
  'tank-area': [PERSON('responsiblePerson'), DEPTF('department')],
  'verification-config': [DEPTF('department')],
  'verification-detail': [PERSON('checker'), PERSON('rectifyPerson'), DEPTF('department')],
  'warehouse': [PERSON('responsiblePerson'), DEPTF('department')],
  'watch-record': [PERSON('watcher'), PERSON('shiftLeader'), PERSON('handoverFrom'), PERSON('handoverTo')],
  'watch-staff': [('staffId', 'new', 'staff', None, None, None), DEPTF('department')],
}
TITLES = {'staffId': '对应人员', 'contractorUserId': '对应承包商人员', 'hazardSourceId': '危险源', 'violatorId': '违章人员（承包商人员）',
          'productionEquipmentId': '检修设备（生产设备）', 'specialEquipmentId': '检修设备（特种设备）', 'contractorId': '承包商'}

def ref_field(title, target, label):
    comp = {'staff': 'PersonPicker', 'department': 'DepartmentPicker'}.get(target, 'RefPicker')
    x = {'resource': target}
    if label: x['label'] = label
    return {'type': 'integer', 'title': title, 'x-ref': x, 'x-decorator': 'FormItem', 'x-component': comp}

def rename_everywhere(r, old, new):
    req = r['form'].get('required', [])
    r['form']['required'] = [new if x == old else x for x in req]
    for c in r['list']['columns']:
        if c['field'] == old: c['field'] = new
    for f in r['list'].get('filters', []):
        if f['field'] == old: f['field'] = new
    s = r['list'].get('sort')
    if s:
        s['fields'] = [x for x in s['fields'] if x != old]
        if s.get('default', {}).get('field') == old: s['default'] = {'field': 'updatedAt', 'order': 'desc'}
    for sec in r.get('detail', {}).get('sections', []):
        sec['fields'] = [new if x == old else x for x in sec['fields']]
    if 'import' in r: r['import']['columns'] = [new if x == old else x for x in r['import']['columns']]
    if 'indexes' in r: r['indexes'] = [[new if x == old else x for x in ix] for ix in r['indexes']]
    for t in r.get('layout', {}).get('tabs', []):
        t['fields'] = [new if x == old else x for x in t['fields']]

def fix_ref_usage(r, f):
    for flt in r['list'].get('filters', []):
        if flt['field'] == f and flt['op'] not in ('eq', 'in'): flt['op'] = 'eq'
    s = r['list'].get('sort')
    if s:
        s['fields'] = [x for x in s['fields'] if x != f]
        if s.get('default', {}).get('field') == f: s['default'] = {'field': 'updatedAt', 'order': 'desc'}

def prop_span(lines, name):
    # the lines of a form property at indent 6: its opening line to its closing line
    for i, l in enumerate(lines):
        if l.startswith('      "%s": {' % name):
            if l.rstrip().endswith('},') or l.rstrip().endswith('}'):
                return i, i
            for j in range(i + 1, len(lines)):
                if lines[j].startswith('      }'):
                    return i, j
    raise KeyError(name)

def ref_text(name, f, comma):
    x = f['x-ref']
    xs = ', '.join('"%s": "%s"' % (k, v) for k, v in x.items())
    return ['      "%s": {' % name,
            '        "type": "integer", "title": "%s", "x-ref": { %s },' % (f['title'], xs),
            '        "x-decorator": "FormItem", "x-component": "%s"' % f['x-component'],
            '      }' + (',' if comma else '')]

def surgery(text, plan, target):
    lines = text.split('\n')
    props = target['form']['properties']
    names = list(props)
    ordered = [e for e in plan if e[1] != 'new'] + sorted((e for e in plan if e[1] == 'new'), key=lambda e: names.index(e[0]))
    for (field, kind, tgt, label, match, unless) in ordered:
        if kind == 'same' or kind.startswith('rename:'):
            old = kind.split(':')[1] if kind.startswith('rename:') else field
            i, j = prop_span(lines, old)
            comma = lines[j].rstrip().endswith(',')
            lines[i:j + 1] = ref_text(field, props[field], comma)
        else:
            k = names.index(field)
            i, j = prop_span(lines, names[k - 1])
            if not lines[j].rstrip().endswith(','): lines[j] = lines[j] + ','
            lines[j + 1:j + 1] = ref_text(field, props[field], k + 1 < len(names))
    text = '\n'.join(lines)
    for (field, kind, tgt, label, match, unless) in plan:
        if kind.startswith('rename:'):
            old = kind.split(':')[1]
            text = '\n'.join(l if '"x-ref"' in l else l.replace('"%s"' % old, '"%s"' % field) for l in text.split('\n'))
    return text

def fmt_list(v):
    return '[' + ', '.join(json.dumps(x, ensure_ascii=False) for x in v) + ']'

def rewrite_tail(text, target):
    # sections, filters, sort fields, indexes and textRefs as the target has them, line by line
    out = []
    for l in text.split('\n'):
        m = re.match(r'^(\s*)\{ "field": "(\w+)", "op": "(\w+)"(.*)$', l)
        if m:
            f = next((x for x in target['list'].get('filters', []) if x['field'] == m.group(2)), None)
            if f: l = l.replace('"op": "%s"' % m.group(3), '"op": "%s"' % f['op'])
        m = re.match(r'^(\s*)\{ "title": "([^"]+)", "fields": (\[.*?\]) \}(,?)$', l)
        if m:
            sec = next(x for x in target['detail']['sections'] if x['title'] == m.group(2))
            l = '%s{ "title": "%s", "fields": %s }%s' % (m.group(1), m.group(2), fmt_list(sec['fields']), m.group(4))
        m = re.match(r'^(\s*)"fields": (\[.*\])(,?)$', l)
        if m and target['list'].get('sort') and l.startswith('      "fields"'):
            l = '%s"fields": %s%s' % (m.group(1), fmt_list(target['list']['sort']['fields']), m.group(3))
        out.append(l)
    text = '\n'.join(out)
    refs = ',\n'.join('    ' + json.dumps(e, ensure_ascii=False).replace('{', '{ ', 1)[:-1] + ' }' for e in target['textRefs'])
    body = text.rstrip()
    assert body.endswith('}')
    return body[:-1].rstrip() + ',\n  "textRefs": [\n' + refs + '\n  ]\n}\n'

for key, plan in PLAN.items():
    p = os.path.join(D, key + '.json')
    original = open(p).read()
    r = json.loads(original)
    props = r['form']['properties']
    refs = []
    for (field, kind, target, label, match, unless) in plan:
        if kind == 'same':
            old = props[field]
            props[field] = ref_field(old['title'], target, label)
        elif kind.startswith('rename:'):
            old_name = kind.split(':')[1]
            old = props[old_name]
            new_props = {}
            for k, v in props.items():
                if k == old_name: new_props[field] = ref_field(old['title'], target, label)
                else: new_props[k] = v
            r['form']['properties'] = props = new_props
            rename_everywhere(r, old_name, field)
        else:  # new: placed after the record's name-like field
            after = 'name' if 'name' in props else ('equipmentCode' if 'equipmentCode' in props else ('contractorName' if 'contractorName' in props else list(props)[0]))
            if field == 'contractorId' and 'contractorName' in props: after = 'contractorName'
            if field == 'violatorId': after = 'violatorIdCard'
            if field == 'hazardSourceId': after = 'hazardSourceCode'
            if field == 'contractorUserId': after = 'staffId'
            new_props = {}
            for k, v in props.items():
                new_props[k] = v
                if k == after: new_props[field] = ref_field(TITLES[field], target, label)
            r['form']['properties'] = props = new_props
            if match is None: match = staff_of(props)
            for sec in r.get('detail', {}).get('sections', [])[:1]:
                if field not in sec['fields']:
                    i = sec['fields'].index(after) + 1 if after in sec['fields'] else len(sec['fields'])
                    sec['fields'].insert(i, field)
            for t in r.get('layout', {}).get('tabs', []):
                if after in t['fields'] and field not in t['fields']:
                    t['fields'].insert(t['fields'].index(after) + 1, field)
        fix_ref_usage(r, field)
        entry = {'field': field, 'match': match}
        if unless: entry['unlessSet'] = unless
        refs.append(entry)
    r['textRefs'] = refs
    text = rewrite_tail(surgery(original, plan, r), r)
    got = json.loads(text)
    if got != r:
        for k in r:
            if got.get(k) != r[k]: print(key, k, json.dumps(got.get(k), ensure_ascii=False)[:400], '\n   want', json.dumps(r[k], ensure_ascii=False)[:400])
        sys.exit('mismatch in ' + key)
    open(p, 'w').write(text)
print('converted', len(PLAN), 'files')
