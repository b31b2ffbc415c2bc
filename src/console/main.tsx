import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import "./console.css";
import { queryClient } from "./lib/query-client.ts";
import { consoleRouter } from "./router.tsx";

createRoot(document.getElementById("console-root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={consoleRouter} />
    </QueryClientProvider>
  </StrictMode>,
);
