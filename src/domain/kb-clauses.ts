// The clause tree of a regulation's or a standard's text (issue 21 item 4, docs/knowledge.md): the 全文 is written
// as lines, and the lines name their place. Pure: the detail page draws the tree, the search index keeps one
// entry per clause (src/server/fgcx/search-index.ts), so a hit names the clause it is in.
//
// - `第一章 总则`, `第二节 …`: a chapter, a section within it;
// - `第二十五条 …`: an article (条) under the current chapter or section;
// - `5 动火作业`, `5.2.1 …`: a numbered clause of a standard, placed under the nearest clause whose number is a
//   prefix of its own (5.2.1 under 5.2, else under 5);
// - any other line continues the clause before it (or is the preamble, before the first clause).

export interface ClauseNode {
  /** Stable within the text: the clause's number (`第二十五条`, `5.2.1`) or the chapter's (`第一章`). */
  no: string;
  kind: 'chapter' | 'section' | 'article' | 'numbered';
  /** A chapter's or section's name; empty for clauses. */
  heading: string;
  /** The clause's words (a numbered clause: the line after its number, and the lines that continue it). */
  text: string;
  children: ClauseNode[];
}

export interface ClauseTree {
  preamble: string;
  nodes: ClauseNode[];
}

const NUM = '[一二三四五六七八九十百千零〇两0-9]+';
const CHAPTER = new RegExp(`^(第${NUM}章)\\s*(.*)$`);
const SECTION = new RegExp(`^(第${NUM}节)\\s*(.*)$`);
const ARTICLE = new RegExp(`^(第${NUM}条)\\s*(.*)$`);
const NUMBERED = /^(\d{1,2}(?:\.\d{1,3}){0,5})[\s\u3000]+(\S.*)$/;

/** The clause tree of a text. */
export function parseClauses(body: string): ClauseTree {
  const tree: ClauseTree = { preamble: '', nodes: [] };
  let chapter: ClauseNode | null = null;
  let section: ClauseNode | null = null;
  let last: ClauseNode | null = null;
  const numbered: ClauseNode[] = [];
  const place = (node: ClauseNode, parent: ClauseNode | null) => (parent ? parent.children : tree.nodes).push(node);
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    let m: RegExpMatchArray | null;
    if ((m = CHAPTER.exec(line))) {
      chapter = { no: m[1], kind: 'chapter', heading: m[2], text: '', children: [] };
      section = null;
      last = null;
      place(chapter, null);
    } else if ((m = SECTION.exec(line))) {
      section = { no: m[1], kind: 'section', heading: m[2], text: '', children: [] };
      last = null;
      place(section, chapter);
    } else if ((m = ARTICLE.exec(line))) {
      last = { no: m[1], kind: 'article', heading: '', text: m[2], children: [] };
      place(last, section ?? chapter);
    } else if ((m = NUMBERED.exec(line))) {
      const no = m[1];
      const node: ClauseNode = { no, kind: 'numbered', heading: '', text: m[2], children: [] };
      let parent: ClauseNode | null = null;
      for (let i = numbered.length - 1; i >= 0; i--) {
        if (no.startsWith(`${numbered[i].no}.`)) {
          parent = numbered[i];
          break;
        }
      }
      place(node, parent ?? section ?? chapter);
      numbered.push(node);
      last = node;
    } else if (last) {
      last.text = `${last.text}\n${line}`;
    } else if (!chapter) {
      tree.preamble = tree.preamble ? `${tree.preamble}\n${line}` : line;
    } else {
      // Words under a chapter heading before its first article: the chapter's own text.
      const holder = section ?? chapter;
      holder.text = holder.text ? `${holder.text}\n${line}` : line;
    }
  }
  return tree;
}

/** A clause for the index: its number, where it sits (`第三章 生产经营单位的安全生产保障`), its words. */
export interface FlatClause {
  no: string;
  path: string;
  text: string;
}

/** Every clause with words, in the text's order (chapters' and sections' own words included). */
export function flattenClauses(tree: ClauseTree): FlatClause[] {
  const out: FlatClause[] = [];
  const walk = (nodes: readonly ClauseNode[], path: string) => {
    for (const n of nodes) {
      const here = n.kind === 'chapter' || n.kind === 'section' ? [path, `${n.no} ${n.heading}`.trim()].filter(Boolean).join(' ') : path;
      if (n.text) out.push({ no: n.no, path: here, text: n.text });
      walk(n.children, here);
    }
  };
  walk(tree.nodes, '');
  return out;
}
