#!/usr/bin/env python3
"""Applies a catalogue conversion spec (issue 13 item 5).

Spec lines:
  @file <path> <part>        the file to convert; <part> names the catalogue part (zh/<part>.ts, export <camel>Zh)
  ~ LINE ==> NEW             replace every line that is exactly LINE (indentation kept)
  - OLD ==> NEW              replace every occurrence of OLD by NEW in the current file (OLD must occur)
  = id | 中文 | English       a message of the current part
Messages are appended to src/domain/i18n/zh/<part>.ts and en/<part>.ts (created when missing). The file gets
`import { textOf } ...`, the part's import and `const t = textOf(partZh);` after its imports, unless present.
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

def camel(part):
    a = part.split('-')
    return a[0] + ''.join(x[:1].upper() + x[1:] for x in a[1:])

def q(s):
    return "'" + s.replace('\\', '\\\\').replace("'", "\\'") + "'"

def add_messages(part, msgs):
    name = camel(part)
    zh = os.path.join(ROOT, 'src/domain/i18n/zh', part + '.ts')
    en = os.path.join(ROOT, 'src/domain/i18n/en', part + '.ts')
    if not os.path.exists(zh):
        open(zh, 'w').write(f"/** The {part} part of the catalogue: ids `{part.split('-')[0]}.*`. */\nexport const {name}Zh = {{\n}} as const;\n")
        open(en, 'w').write(f"import type {{ English }} from '../message-format.ts';\nimport type {{ {name}Zh }} from '../zh/{part}.ts';\n\nexport const {name}En: English<typeof {name}Zh> = {{\n}};\n")
    for path, idx in ((zh, 1), (en, 2)):
        text = open(path).read()
        end = text.rindex('}')
        add = ''
        for m in msgs:
            if f"{q(m[0])}:" in text or f"{q(m[0])}:" in add:
                continue
            add += f"  {q(m[0])}: {q(m[idx])},\n"
        open(path, 'w').write(text[:end] + add + text[end:])

def wire(path, part, text):
    name = camel(part) + 'Zh'
    if 'const t = textOf(' in text:
        return text
    def rel(target):
        r = os.path.relpath(os.path.join(ROOT, target), os.path.dirname(path))
        return r if r.startswith('.') else './' + r
    lines = text.split('\n')
    last = -1
    i = 0
    while i < len(lines):
        if lines[i].startswith('import '):
            j = i
            while not lines[j].rstrip().endswith(';'):
                j += 1
            last = j
            i = j
        i += 1
    ins = [f"import {{ {name} }} from '{rel('src/domain/i18n/zh/' + part + '.ts')}';",
           f"import {{ textOf }} from '{rel('src/runtime/i18n/text-of.ts')}';"]
    body = lines[:last + 1] + ins + lines[last + 1:]
    k = last + 1 + len(ins)
    body = body[:k] + ['', f'const t = textOf({name});'] + body[k:]
    return '\n'.join(body)

def main(spec):
    cur = None; part = None; text = None; msgs = {}
    def flush():
        if cur:
            open(cur, 'w').write(wire(cur, part, text))
    for raw in open(spec):
        line = raw.rstrip('\n')
        if line.startswith('@file '):
            flush()
            _, f, part = line.split()
            cur = os.path.join(ROOT, f); text = open(cur).read()
        elif line.startswith('- '):
            old, new = line[2:].split(' ==> ', 1)
            new = new.replace('\\n', '\n')
            old = old.replace('\\n', '\n')
            if old not in text:
                sys.exit(f'{cur}: not found: {old}')
            text = text.replace(old, new)
        elif line.startswith('~ '):
            old, new = line[2:].split(' ==> ', 1)
            ls = text.split('\n'); hit = False
            for i, l in enumerate(ls):
                if l.strip() == old:
                    ls[i] = l[:len(l) - len(l.lstrip())] + new; hit = True
            if not hit:
                sys.exit(f'{cur}: no line: {old}')
            text = '\n'.join(ls)
        elif line.startswith('= '):
            idp, zh, en = [x.strip() for x in line[2:].split(' | ', 2)]
            msgs.setdefault(part, []).append((idp, zh, en))
    flush()
    for p, m in msgs.items():
        add_messages(p, m)

main(sys.argv[1])
