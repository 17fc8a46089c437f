import { Button } from "@qs/ui/button";
import { type ColumnDef, FlexRender, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "./back-office-context";
import type { InboxLead } from "./staff-api";

const features = tableFeatures({});

/**
 * A page of the inbox as a table (TanStack Table: the columns are declared once, the server
 * pages and filters). A lead's name opens it; an unassigned lead has 'Tomar' for whoever may
 * take leads.
 */
export function InboxTable({
  leads,
  busy,
  onOpen,
  onTake,
}: {
  leads: InboxLead[];
  busy: boolean;
  onOpen: (id: string) => void;
  onTake: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const canTake = useCan("lead:assign");
  const columns = useMemo<Array<ColumnDef<typeof features, InboxLead>>>(() => {
    const when = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    return [
      {
        id: "createdAt",
        header: t("inbox.columns.createdAt"),
        accessorFn: (lead) => lead.createdAt,
        cell: (info) => {
          const at = info.row.original.createdAt;
          return <time dateTime={at}>{when.format(new Date(at))}</time>;
        },
      },
      {
        id: "name",
        header: t("inbox.columns.name"),
        accessorFn: (lead) => lead.name ?? "",
        cell: (info) => (
          <a
            href={`/solicitudes/${info.row.original.id}`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(info.row.original.id);
            }}
          >
            {info.row.original.name || info.row.original.id.slice(0, 8)}
          </a>
        ),
      },
      { id: "market", header: t("inbox.columns.market"), accessorFn: (lead) => lead.country },
      {
        id: "origin",
        header: t("inbox.columns.origin"),
        accessorFn: (lead) => lead.kind,
        cell: (info) => t(`origins.${info.row.original.kind}`, info.row.original.kind),
      },
      {
        id: "status",
        header: t("inbox.columns.status"),
        accessorFn: (lead) => lead.status.name,
        cell: (info) => {
          const { status, subStatus } = info.row.original;
          return (
            <span className="qs-bo-status">
              {status.name}
              {subStatus && <span className="qs-bo-status__sub"> · {subStatus.name}</span>}
            </span>
          );
        },
      },
      {
        id: "assignee",
        header: t("inbox.columns.assignee"),
        accessorFn: (lead) => lead.assignee?.email ?? "",
        cell: (info) =>
          info.row.original.assignee?.email ?? (
            <span className="qs-bo-muted">{t("inbox.unassigned")}</span>
          ),
      },
      {
        id: "actions",
        header: t("inbox.columns.actions"),
        cell: (info) =>
          canTake && info.row.original.assignee === null ? (
            <Button variant="secondary" onClick={() => onTake(info.row.original.id)}>
              {t("inbox.take")}
            </Button>
          ) : null,
      },
    ];
  }, [t, i18n.language, canTake, onOpen, onTake]);
  const table = useTable({ features, columns, data: leads });

  return (
    <div className="qs-bo-table-wrap">
      <table className="qs-bo-table" aria-busy={busy || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-lead-id={row.original.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
