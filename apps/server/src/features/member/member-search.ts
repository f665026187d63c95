import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { ListSearch } from '../../lib/list-query';

/**
 * The member list's substring search by name and phone (docs/members.md "Search"). pg_trgm and
 * FTS5's trigram tokenizer cannot index a query shorter than three characters, and a Chinese
 * surname is one, so both databases keep one table, `member_search_grams`: every distinct
 * substring of one, two and three characters of the member's name and phone, case-folded. A
 * query of up to three characters looks its gram up; a longer one takes the members holding all
 * of its 3-grams. Either way the candidates are checked with the list's own `lower(x) like
 * lower('%q%')`, so the answer is exactly that LIKE's: the grams only decide which rows are read.
 * Where the gram alone is already exact (`exactGram`), the check is left out.
 *
 * Every path that writes a member's name or phone writes their grams in the same transaction,
 * with the rows `memberSearchRows` gives: the desk (member.service), buyers made at payment
 * (order-members), card sharing, the demo seed, the data generator and the migration's backfill.
 */
export type MemberSearchField = 'name' | 'phone';

export interface MemberSearchRow {
  store_id: number;
  field: MemberSearchField;
  gram: string;
  member_id: number;
}

export interface SearchedMember {
  full_name: string;
  phone: string | null;
}

/** Grams are at most this long; a longer query is matched through its grams of this length. */
const GRAM = 3;

/**
 * Case folding one character at a time, so that positions stay put: the grams must hold every
 * substring that `lower(column) like lower(query)` can match. SQLite folds ASCII only, which this
 * folds too (the grams then over-match, and the LIKE check drops the extra rows); PostgreSQL
 * folds with the database's character type (C.UTF-8: towlower), which maps a character to one
 * character, like the first character of JavaScript's lower case ('İ' → 'i').
 */
export const searchCharacters = (text: string): string[] => Array.from(text, foldCharacter);

const foldCharacter = (c: string): string => {
  const code = c.charCodeAt(0);
  // ASCII (digits, Latin letters) without a round through the Unicode tables: a backfill folds
  // millions of characters.
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
  const lower = c.toLowerCase();
  return lower === c ? c : String.fromCodePoint(lower.codePointAt(0) as number);
};

/** The distinct substrings of one to three characters of `text`, case-folded. */
export const searchGrams = (text: string): string[] => {
  const chars = searchCharacters(text);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) {
    let gram = '';
    for (let n = 0; n < GRAM && i + n < chars.length; n += 1) {
      gram += chars[i + n];
      grams.add(gram);
    }
  }
  return [...grams];
};

/** The search rows of one member: their name's grams and their phone's. */
export const memberSearchRows = (
  storeId: number,
  memberId: number,
  member: SearchedMember,
): MemberSearchRow[] => {
  const rows: MemberSearchRow[] = [];
  const add = (field: MemberSearchField, text: string | null) => {
    if (text !== null)
      for (const gram of searchGrams(text))
        rows.push({ store_id: storeId, field, gram, member_id: memberId });
  };
  add('name', member.full_name);
  add('phone', member.phone);
  return rows;
};

/** Rows a statement inserts at once: 4 parameters each, well under SQLite's 32,766. */
const CHUNK = 1000;

/** Inserts search rows in chunks (a row already there is left as it is). */
export const insertMemberSearchRows = async (db: Database, rows: MemberSearchRow[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('member_search_grams')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
};

/** A new member's grams; call it in the transaction that inserts the member. */
export const writeMemberSearch = (db: Database, storeId: number, memberId: number, member: SearchedMember) =>
  insertMemberSearchRows(db, memberSearchRows(storeId, memberId, member));

/**
 * A member's grams after their name or phone changed: the grams of `before` go, those of `after`
 * come. `before` must be the row as it stands under the transaction's lock on the member (see
 * member.repository `lockNames`), or a concurrent edit could leave its grams behind.
 */
export const replaceMemberSearch = async (
  db: Database,
  storeId: number,
  memberId: number,
  before: SearchedMember,
  after: SearchedMember,
): Promise<void> => {
  const keep = new Set(memberSearchRows(storeId, memberId, after).map((r) => `${r.field}|${r.gram}`));
  const gone = memberSearchRows(storeId, memberId, before).filter((r) => !keep.has(`${r.field}|${r.gram}`));
  for (const field of ['name', 'phone'] as const) {
    const grams = gone.filter((r) => r.field === field).map((r) => r.gram);
    if (grams.length > 0)
      await db
        .deleteFrom('member_search_grams')
        .where('store_id', '=', storeId)
        .where('field', '=', field)
        .where('gram', 'in', grams)
        .where('member_id', '=', memberId)
        .execute();
  }
  await writeMemberSearch(db, storeId, memberId, after);
};

/**
 * The gram whose holders are exactly the members LIKE finds, if the query has one: up to three
 * characters without case (digits, Chinese characters, signs). No folding, SQLite's or
 * PostgreSQL's or the grams', turns another character into one of them, so the holders of the
 * query's own gram are the answer and the LIKE check can be left out (it read every holder's
 * row: 1.7 ms for the 4,425 members of a store whose names hold a "3").
 */
export const exactGram = (text: string): string | undefined => {
  const chars = Array.from(text);
  if (chars.length === 0 || chars.length > GRAM) return undefined;
  return chars.every((c) => c.toLowerCase() === c && c.toUpperCase() === c) ? text : undefined;
};

/** How many of a store's members hold a gram in a field (the list's total for `exactGram`). */
export const countGramHolders = async (
  db: Database,
  storeId: number,
  field: MemberSearchField,
  gram: string,
): Promise<number> => {
  const row = await db
    .selectFrom('member_search_grams')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('store_id', '=', storeId)
    .where('field', '=', field)
    .where('gram', '=', gram)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/**
 * The list's search strategy for one field (list-fields.ts `ListSearch`): the store's members
 * holding the query's gram (or all of its 3-grams), then the plain LIKE on those. The store comes
 * from the list call's scope: an uncorrelated subquery is what lets the database start from the
 * grams instead of the store's members.
 */
export const gramSearch =
  (field: MemberSearchField, idColumn: string): ListSearch =>
  ({ text, like }, scope): RawBuilder<SqlBool> => {
    const chars = searchCharacters(text);
    // An empty query matches every non-null value, as LIKE '%%' does.
    if (chars.length === 0) return like;
    if (scope.storeId === undefined) throw new Error('the member search needs the store (scope.storeId)');
    const grams =
      chars.length <= GRAM
        ? [chars.join('')]
        : [
            ...new Set(
              chars.slice(0, chars.length - GRAM + 1).map((_, i) => chars.slice(i, i + GRAM).join('')),
            ),
          ];
    const base = sql`select g.member_id from member_search_grams as g where g.store_id = ${scope.storeId} and g.field = ${field}`;
    const exact = exactGram(text);
    if (exact !== undefined) return sql<SqlBool>`${sql.ref(idColumn)} in (${base} and g.gram = ${exact})`;
    const candidates =
      grams.length === 1
        ? sql`${base} and g.gram = ${grams[0]}`
        : sql`${base} and g.gram in (${sql.join(grams)}) group by g.member_id having count(*) = ${grams.length}`;
    return sql<SqlBool>`(${sql.ref(idColumn)} in (${candidates}) and ${like})`;
  };
