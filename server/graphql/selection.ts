import 'server-only';

import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether every field the request asks for under the current field's `child` (e.g. a list's
 * `values`) is one of `answered`: a resolver that can answer a narrower record more cheaply uses
 * it only then. Fragments count as their fields; a field kept out by @skip or @include still
 * counts (never wrongly narrower).
 */
export function asksOnlyFor(info: GraphQLResolveInfo, child: string, answered: ReadonlySet<string>): boolean {
  const within = (selectionSet: SelectionSetNode | undefined, inChild: boolean): boolean =>
    (selectionSet?.selections ?? []).every((selection) => {
      switch (selection.kind) {
        case Kind.FIELD:
          if (inChild) return answered.has(selection.name.value);
          return selection.name.value !== child || within(selection.selectionSet, true);
        case Kind.INLINE_FRAGMENT:
          return within(selection.selectionSet, inChild);
        case Kind.FRAGMENT_SPREAD:
          return within(info.fragments[selection.name.value]?.selectionSet, inChild);
      }
    });
  return info.fieldNodes.every((node) => within(node.selectionSet, false));
}
