import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

// RuleTester finds the test framework through these static hooks; Vitest has no globals.
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const rule = importBoundaries.rules['import-boundaries'];

tester.run('import-boundaries', rule, {
  valid: [
    {
      filename: at('apps/web/src/features/login/components/login-form.test.tsx'),
      code: "import { x } from '../../../testing/render';",
    },
    {
      filename: at('apps/web/src/features/login/components/login-form.tsx'),
      code: "import { x } from '../api/login';",
    },
    {
      filename: at('apps/web/src/features/login/components/login-form.tsx'),
      code: "import { x } from '../../../lib/api-client';",
    },
    {
      filename: at('apps/web/src/app/router.tsx'),
      code: "import { x } from '../features/login/login-page';",
    },
    {
      filename: at('apps/server/src/modules/session/session.routes.ts'),
      code: "import { x } from '../../plugins/session.ts';",
    },
    {
      filename: at('apps/server/src/modules/session/session.routes.ts'),
      code: "import { x } from './session.service.ts';",
    },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/login/components/login-form.tsx'),
      code: "import { x } from '../../../testing/render';",
      errors: [{ message: 'web features/ must not import testing/.' }],
    },
    {
      filename: at('apps/web/src/features/login/components/login-form.tsx'),
      code: "import { x } from '../../buckets/api/list';",
      errors: [{ message: "Feature 'login' must not import feature 'buckets'." }],
    },
    {
      filename: at('apps/web/src/lib/api-client.ts'),
      code: "import { x } from '../features/login/api/login';",
      errors: [{ message: 'web lib/ must not import features/.' }],
    },
    {
      filename: at('apps/web/src/features/login/index.ts'),
      code: "export { x } from '../../app/router';",
      errors: [{ message: 'web features/ must not import app/.' }],
    },
    {
      filename: at('apps/server/src/modules/session/session.routes.ts'),
      code: "import { x } from '../buckets/buckets.service.ts';",
      errors: [{ message: "Server module 'session' must not import module 'buckets'." }],
    },
    {
      filename: at('apps/web/src/lib/x.ts'),
      code: "import { x } from '../../../server/src/app.ts';",
      errors: [{ message: 'Apps never import each other; share code through packages/*.' }],
    },
    {
      filename: at('packages/contract/src/x.ts'),
      code: "import { x } from '../../../apps/server/src/app.ts';",
      errors: [{ message: 'Packages never import apps.' }],
    },
  ],
});
