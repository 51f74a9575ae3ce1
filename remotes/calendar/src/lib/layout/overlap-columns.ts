/** Where a block sits vertically, in pixels; `bottom` is exclusive. */
export interface Extent {
  top: number;
  bottom: number;
}

/** A block's place among the blocks it overlaps: `column` of `columns`, `span` columns wide. */
export interface ColumnPlacement {
  column: number;
  columns: number;
  span: number;
}

const overlaps = (a: Extent, b: Extent) => a.top < b.bottom && b.top < a.bottom;

/**
 * Puts overlapping blocks side by side. Blocks that overlap, directly or through others, form a
 * cluster that shares its width equally between as many columns as it needs; each block takes the
 * leftmost free column and widens to the right over columns nothing overlapping it uses. Returns one
 * placement per extent, in the order given.
 */
export function assignColumns(extents: readonly Extent[]): ColumnPlacement[] {
  const placements: ColumnPlacement[] = extents.map(() => ({ column: 0, columns: 1, span: 1 }));
  const order = extents
    .map((_, index) => index)
    .sort((a, b) => extents[a]!.top - extents[b]!.top || extents[b]!.bottom - extents[a]!.bottom);

  let cluster: number[] = [];
  let clusterBottom = -Infinity;
  let columnBottoms: number[] = [];

  const closeCluster = () => {
    const columns = columnBottoms.length;
    for (const index of cluster) {
      const placement = placements[index]!;
      placement.columns = columns;
      const blockedColumns = new Set(
        cluster
          .filter((other) => other !== index && overlaps(extents[other]!, extents[index]!))
          .map((other) => placements[other]!.column),
      );
      let span = 1;
      while (placement.column + span < columns && !blockedColumns.has(placement.column + span)) {
        span += 1;
      }
      placement.span = span;
    }
    cluster = [];
    columnBottoms = [];
  };

  for (const index of order) {
    const extent = extents[index]!;
    if (extent.top >= clusterBottom && cluster.length > 0) closeCluster();
    let column = columnBottoms.findIndex((bottom) => bottom <= extent.top);
    if (column === -1) column = columnBottoms.push(extent.bottom) - 1;
    else columnBottoms[column] = extent.bottom;
    placements[index]!.column = column;
    cluster.push(index);
    clusterBottom = cluster.length === 1 ? extent.bottom : Math.max(clusterBottom, extent.bottom);
  }
  if (cluster.length > 0) closeCluster();
  return placements;
}
