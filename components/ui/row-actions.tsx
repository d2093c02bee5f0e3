"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

/** Edit and delete icon buttons of a table row, the delete asking first. `subject` reads e.g. "owner Ana Lee". */
export function RowActions({
  subject,
  onEdit,
  deleteTitle,
  deleteDescription,
  onDelete,
}: {
  subject: string;
  onEdit: () => void;
  deleteTitle: string;
  deleteDescription: string;
  onDelete: () => Promise<void>;
}) {
  return (
    <div className="flex gap-1">
      <Button size="icon" variant="ghost" aria-label={`Edit ${subject}`} onClick={onEdit}>
        <Pencil />
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="icon" variant="ghost" aria-label={`Delete ${subject}`}>
            <Trash2 />
          </Button>
        }
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </div>
  );
}
