import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldClasses } from "./input.tsx";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-24 py-2.5", className)} {...props} />;
}
