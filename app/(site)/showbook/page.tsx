import type { Metadata } from "next";
import { StartPage } from "@/components/start/start-page";

export const metadata: Metadata = { title: "Get started" };

export default StartPage;
