import 'server-only';

import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields the request asks for under the current field's `child` (e.g. a list's
 * `values`), by their schema names (aliases aside): a resolver that can answer a narrower record
 * more cheaply reads only what they need. Fragments count as their fields; a field kept out by
 * @skip or @include still counts (never narrower than the request).
 */
export function fieldsAskedUnder(info: GraphQLResolveInfo, child: string): Set<string> {
  const asked = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined, inChild: boolean) => {
    for (const selection of selectionSet?.selections ?? []) {
      switch (selection.kind) {
        case Kind.FIELD:
          if (inChild) asked.add(selection.name.value);
          else if (selection.name.value === child) visit(selection.selectionSet, true);
          break;
        case Kind.INLINE_FRAGMENT:
          visit(selection.selectionSet, inChild);
          break;
        case Kind.FRAGMENT_SPREAD:
          visit(info.fragments[selection.name.value]?.selectionSet, inChild);
          break;
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, false);
  return asked;
}
