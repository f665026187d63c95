import type { Texts } from '../message-texts';

/** Refusals of the list query's cursor paging (docs/api.md "Cursor paging"). */
export const listPagingMessages = {
  listPagingConflict: {
    en: 'Send one of pageable.number, pageable.after or pageable.before, not several',
    zh: 'pageable 中 number、after、before 只能填一个',
    es: 'Envíe solo uno de pageable.number, pageable.after o pageable.before',
  },
  badListCursor: {
    en: 'The page cursor is not valid; start again from the first page',
    zh: '翻页游标无效，请从第一页重新开始',
    es: 'El cursor de página no es válido; vuelva a empezar desde la primera página',
  },
  listCursorOtherSort: {
    en: 'The page cursor belongs to another sort order; start again from the first page',
    zh: '翻页游标属于另一种排序，请从第一页重新开始',
    es: 'El cursor de página pertenece a otro orden; vuelva a empezar desde la primera página',
  },
  listPagesByCursor: {
    en: 'This list pages by cursor: ask for the next page with pageable.after (the previous answer’s next), not a page number',
    zh: '该列表按游标翻页：请用 pageable.after（上一页返回的 next）翻页，而不是页码',
    es: 'Esta lista pagina por cursor: pida la página siguiente con pageable.after (el next de la respuesta anterior), no con un número de página',
  },
  listPagesByNumber: {
    en: 'This list pages by page number: send pageable.number, not a cursor',
    zh: '该列表按页码翻页：请发送 pageable.number，而不是游标',
    es: 'Esta lista pagina por número de página: envíe pageable.number, no un cursor',
  },
} satisfies Record<string, Texts>;
