import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every dynamic route of the app (a page or a route handler under a `[param]` folder), as a
 * path with each parameter replaced by `segment`: read from app/, so a new route is covered
 * without touching the tests that use it.
 */
export function dynamicRoutePaths(segment: string, appDir = path.resolve('app')): string[] {
  const paths: string[] = [];
  const visit = (dir: string, urlPath: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && /^(page\.tsx|route\.ts)$/.test(entry.name) && urlPath.some((part) => part === segment)) {
        paths.push(`/${urlPath.join('/')}`);
      }
      if (!entry.isDirectory()) continue;
      // Route groups `(name)` are not part of the URL; `[param]` is a parameter.
      const part = /^\(.*\)$/.test(entry.name) ? [] : /^\[.*\]$/.test(entry.name) ? [segment] : [entry.name];
      visit(path.join(dir, entry.name), [...urlPath, ...part]);
    }
  };
  visit(appDir, []);
  return paths.sort();
}
