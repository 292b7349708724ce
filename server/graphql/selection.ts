import 'server-only';

import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields the request asks for under the current field's `path` (e.g. a list's
 * `values`, or `values`, `city` for their city), by their schema names (aliases aside): a
 * resolver that can answer a narrower record more cheaply reads only what they need. Fragments
 * count as their fields; a field kept out by @skip or @include still counts (never narrower than
 * the request).
 */
export function fieldsAskedUnder(info: GraphQLResolveInfo, ...path: [string, ...string[]]): Set<string> {
  const asked = new Set<string>();
  /** `depth`: how many of the path's fields the selection set is under. */
  const visit = (selectionSet: SelectionSetNode | undefined, depth: number) => {
    for (const selection of selectionSet?.selections ?? []) {
      switch (selection.kind) {
        case Kind.FIELD:
          if (depth === path.length) asked.add(selection.name.value);
          else if (selection.name.value === path[depth]) visit(selection.selectionSet, depth + 1);
          break;
        case Kind.INLINE_FRAGMENT:
          visit(selection.selectionSet, depth);
          break;
        case Kind.FRAGMENT_SPREAD:
          visit(info.fragments[selection.name.value]?.selectionSet, depth);
          break;
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, 0);
  return asked;
}
