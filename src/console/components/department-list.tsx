import { departments } from "#shared/departments.ts";
import { cn } from "../../web/lib/cn.ts";

const departmentNames = new Map<string, string>(departments.map((d) => [d.code, d.name]));

/** An application's departments by name, one a line (a code no longer listed shows as it is). */
export function DepartmentList({ codes, className }: { codes: readonly string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-0.5", className)}>
      {codes.map((code) => (
        <li key={code}>{departmentNames.get(code) ?? code}</li>
      ))}
    </ul>
  );
}
