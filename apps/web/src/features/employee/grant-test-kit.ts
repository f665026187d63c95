/** A small grant tree like GET /employee/grant-options answers, for the screen tests. */
import type { EmployeeGrantOptions, GrantableMenu } from '@merchant/shared';

const fn = (id: number, name: string, title: string) => ({ id, name, title });

const screen = (
  id: number,
  name: string,
  url: string,
  functions: ReturnType<typeof fn>[],
): GrantableMenu => ({
  id,
  name,
  url,
  functions,
  children: [],
});

export const sampleGrantOptions: EmployeeGrantOptions = {
  menus: [
    {
      id: 6,
      name: 'User management',
      url: '/users',
      functions: [],
      children: [
        screen(601, 'Coaches', '/coach', [
          fn(60101, 'coach:view', 'View'),
          fn(60102, 'coach:edit', 'Edit'),
          fn(60103, 'coach:status', 'Deactivate'),
        ]),
        screen(604, 'Members', '/member', [
          fn(60401, 'member:view', 'View'),
          fn(60402, 'member:edit', 'Edit'),
        ]),
      ],
    },
    {
      id: 4,
      name: 'Store management',
      url: '/store',
      functions: [],
      children: [
        // The media library's view comes after its delete, as in the catalogue.
        screen(404, 'Media library', '/files', [
          fn(40401, 'upload:delete', 'Delete files'),
          fn(40402, 'upload:view', 'View'),
        ]),
      ],
    },
    screen(10, 'Statistics', '/statistics', [fn(1001, 'statistics:view', 'View')]),
  ],
  // Templates as the server sends them: buttons without their view on purpose.
  templates: { front_desk: [60101, 60402], manager: [60102, 60103, 40401], finance: [1001] },
  stores: [
    { id: 1, name: 'First store' },
    { id: 2, name: 'Second store' },
  ],
};
