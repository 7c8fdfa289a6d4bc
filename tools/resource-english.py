#!/usr/bin/env python3
"""English titles and labels of the basic-data resource files (issue 13 item 5).

  python3 tools/resource-english.py list            every Chinese title/label without English, one a line
  python3 tools/resource-english.py apply FILE.tsv  puts `x-title-en` beside each `title` and `labelEn` on each
                                                    enum option whose Chinese is in FILE.tsv (中文<TAB>English)

Only text is added, beside the Chinese on the same line: the files keep their layout.
"""
import glob, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = sorted(glob.glob(os.path.join(ROOT, 'schemas/resources/*.json')))

def walk(node, visit):
    if isinstance(node, dict):
        visit(node)
        for v in list(node.values()):
            walk(v, visit)
    elif isinstance(node, list):
        for v in node:
            walk(v, visit)

def titled_places(doc):
    """The objects whose `title` is a text: the file, form fields, columns, filters, sections, tabs, children."""
    out = [doc]
    def field(f):
        if not isinstance(f, dict): return
        out.append(f)
        for sub in (f.get('properties') or {}).values(): field(sub)
        if isinstance(f.get('items'), dict): field(f['items'])
    for f in ((doc.get('form') or {}).get('properties') or {}).values(): field(f)
    lst = doc.get('list') or {}
    out += lst.get('columns') or []
    out += lst.get('filters') or []
    out += (doc.get('detail') or {}).get('sections') or []
    out += (doc.get('layout') or {}).get('tabs') or []
    out += doc.get('children') or []
    return [o for o in out if isinstance(o, dict) and isinstance(o.get('title'), str)]

def options(doc):
    found = []
    def visit(n):
        for o in n.get('enum') or [] if isinstance(n.get('enum'), list) else []:
            if isinstance(o, dict) and isinstance(o.get('label'), str): found.append(o)
    walk(doc.get('form') or {}, visit)
    return found

def main():
    cmd = sys.argv[1]
    if cmd == 'list':
        seen = set()
        for p in FILES:
            doc = json.load(open(p))
            for o in titled_places(doc):
                if 'x-title-en' not in o: seen.add(o['title'])
            for o in options(doc):
                if 'labelEn' not in o: seen.add(o['label'])
        for s in sorted(seen): print(s)
    elif cmd == 'apply':
        tr = {}
        for line in open(sys.argv[2], encoding='utf8'):
            if '\t' in line:
                zh, en = line.rstrip('\n').split('\t', 1)
                if en.strip(): tr[zh] = en.strip()
        pattern = re.compile(r'"(title|label)": ("(?:[^"\\]|\\.)*")(?!, "(?:x-title-en|labelEn)")')
        def put(m):
            zh = json.loads(m.group(2))
            if zh not in tr: return m.group(0)
            key = 'x-title-en' if m.group(1) == 'title' else 'labelEn'
            return f'{m.group(0)}, "{key}": {json.dumps(tr[zh], ensure_ascii=False)}'
        alone = re.compile(r'^(\s*)"(title|label)": ("(?:[^"\\]|\\.)*"),$')
        def line_of(line):
            m = alone.match(line)  # a title alone on its line: the English goes on the next one
            if m and json.loads(m.group(3)) in tr and m.group(2) == 'title':
                return f'{line}\n{m.group(1)}"x-title-en": {json.dumps(tr[json.loads(m.group(3))], ensure_ascii=False)},'
            return pattern.sub(put, line)
        for p in FILES:
            raw = open(p).read()
            lines = raw.split('\n')
            if any('"x-title-en"' in l or '"labelEn"' in l for l in lines):
                continue  # applied already
            out = '\n'.join(line_of(l) for l in lines)
            if out != raw: open(p, 'w').write(out)

main()
