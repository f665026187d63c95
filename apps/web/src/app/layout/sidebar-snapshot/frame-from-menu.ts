/**
 * The sidebar drawn from the menu answer, for a load that has no copy from the last visit (a
 * first visit in this browser, another language or store, a new build): index.html's inline
 * script (restore-snapshot.ts) calls this once the menu call that index.html started early
 * (lib/early-answers.ts) has answered, and shows the result as it shows a copy.
 *
 * The build draws the layout's frame with a sample menu (src/prerender/frame-template.tsx):
 * one folder, one entry in it and one entry at the top. Each of the merchant's entries is a
 * clone of its kind with the real name, link, id and icon put in, so the frame is the console's
 * own markup and antd's own rules (`css`, picked by the build).
 *
 * It runs as index.html's text (`String(frameFromMenu)`), so it must stay self-contained: no
 * imports, no module-level names, nothing a bundler would rename.
 */

/** What the build writes for it, a file of its own that index.html asks for (build/frame-template.mjs). */
export interface FrameTemplate {
  /** The frame's markup, with the sample menu. */
  html: string;
  /** The style rules the frame needs, from the console's stylesheet. */
  css: string;
  /** The markup of each icon the menu knows, by its name (app/layout/menu/menu-icons.tsx). */
  icons: Record<string, string>;
  /** An unknown name's icon. */
  fallbackIcon: string;
  /** The sample's menu ids. */
  sample: { folder: number; inner: number; leaf: number };
  /** The console's name in the brand, per language. */
  brand: Record<string, string>;
  /** The paths the sidebar may offer (app/layout/layout-routes.ts isMenuEntry); `:name` is any segment. */
  menuPaths: string[];
  /** The paths of screens outside the layout (onboarding, sign-in): no sidebar is drawn over them. */
  standalonePaths: string[];
}

interface Entry {
  id: number;
  name: string;
  url: string;
  favicon: string;
  children: unknown[];
}

/**
 * The frame (its `data-frame="root"` element) with the merchant's menu for the page at
 * `pathname`, or undefined: nothing to draw.
 */
export function frameFromMenu(
  doc: Document,
  template: FrameTemplate,
  items: unknown,
  language: string,
  pathname: string,
): Element | undefined {
  // As app/layout/route-match.ts matches a path to a route: literally or by pattern.
  const matcher = (paths: string[]) => {
    const patterns = paths.map(
      (path) =>
        new RegExp(
          `^${path
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/:[^/]+/g, '[^/]+')
            .replace(/\*/g, '.*')}$`,
        ),
    );
    return (path: string) => patterns.some((pattern) => pattern.test(path));
  };
  if (matcher(template.standalonePaths)(pathname)) return undefined;
  const box = doc.createElement('div');
  box.innerHTML = template.html;
  const root = box.querySelector('[data-frame="root"]');
  const menu = root?.querySelector('ul.ant-menu-root');
  const sample = template.sample;
  const folder = menu?.querySelector(`[data-menu-key="${sample.folder}"]`)?.closest('li');
  const inner = menu?.querySelector(`a[href$="id=${sample.inner}"]`)?.closest('li');
  const leaf = menu?.querySelector(`a[href$="id=${sample.leaf}"]`)?.closest('li');
  const folderList = folder?.querySelector('ul');
  if (!root || !menu || !folder || !inner || !leaf || !folderList || !Array.isArray(items)) return undefined;
  folderList.replaceChildren();

  const isMenuPath = matcher(template.menuPaths);
  const offered = (url: string) => {
    const path = url.split(/[?#]/)[0] ?? '';
    return path !== '' && isMenuPath(path);
  };
  // As app/layout/menu/menu-model.ts menuHref: the url with the entry's id.
  const hrefOf = (entry: Entry) => {
    const [path, query] = entry.url.split('?');
    const params = new URLSearchParams(query);
    params.set('id', String(entry.id));
    return `${path}?${params.toString()}`;
  };
  const isEntry = (value: unknown): value is Entry => {
    const entry = value as Entry;
    return (
      !!entry &&
      typeof entry.id === 'number' &&
      typeof entry.name === 'string' &&
      typeof entry.url === 'string' &&
      (entry.children === undefined || Array.isArray(entry.children))
    );
  };
  /** A clone of a sample entry, its sample id replaced by `id` wherever antd wrote it. */
  const cloneFor = (kind: Element, sampleId: number, id: number, depth: number): Element => {
    const clone = kind.cloneNode(true) as Element;
    for (const element of [clone, ...clone.querySelectorAll('*')])
      for (const attribute of Array.from(element.attributes))
        if (attribute.value.indexOf(String(sampleId)) >= 0)
          element.setAttribute(attribute.name, attribute.value.split(String(sampleId)).join(String(id)));
    // antd indents each level by 24 px (the sample's levels are the first and second).
    const line = (clone.querySelector(':scope > .ant-menu-submenu-title') ?? clone) as HTMLElement;
    if (line.style) line.style.paddingLeft = `${24 * (depth + 1)}px`;
    return clone;
  };
  const setIcon = (clone: Element, favicon: string, depth: number) => {
    const icon = clone.querySelector('.ant-menu-item-icon');
    if (!icon) return;
    // Only the top level has icons (app/layout/menu/SideMenu.tsx).
    if (depth > 0) return icon.remove();
    const name = String(favicon || '')
      .trim()
      .toLowerCase();
    const holder = doc.createElement('span');
    holder.innerHTML = template.icons[name] ?? template.fallbackIcon;
    const own = holder.firstElementChild;
    if (!own) return;
    own.classList.add('ant-menu-item-icon');
    icon.replaceWith(own);
  };
  const build = (entries: unknown[], depth: number): Element[] => {
    const built: Element[] = [];
    for (const entry of entries) {
      if (!isEntry(entry)) continue;
      const children = entry.children ?? [];
      if (children.length > 0) {
        // A folder stays when something inside it can be opened (menu-model.ts filterMenu).
        const kept = build(children, depth + 1);
        if (kept.length === 0) continue;
        const clone = cloneFor(folder, sample.folder, entry.id, depth);
        const title = clone.querySelector('[data-menu-key]');
        if (title) title.textContent = entry.name;
        setIcon(clone, entry.favicon, depth);
        clone.querySelector('ul')?.append(...kept);
        built.push(clone);
      } else if (offered(entry.url)) {
        const clone = cloneFor(
          depth === 0 ? leaf : inner,
          depth === 0 ? sample.leaf : sample.inner,
          entry.id,
          depth,
        );
        const link = clone.querySelector('a[href]');
        link?.setAttribute('href', hrefOf(entry));
        if (link) link.textContent = entry.name;
        setIcon(clone, entry.favicon, depth);
        built.push(clone);
      }
    }
    return built;
  };
  const entries = build(items, 0);
  if (entries.length === 0) return undefined;
  menu.replaceChildren(...entries);

  const brand = root.querySelector('[data-frame-brand]');
  const name = template.brand[language];
  if (brand && name) {
    brand.textContent = name;
    brand.setAttribute('aria-label', name);
  }
  return root;
}
