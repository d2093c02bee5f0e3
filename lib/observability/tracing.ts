import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";
import type { ProcessRole } from "./log";

/** The app's tracer; spans made before (or without) startTracing are no-ops and cost next to nothing. */
export const tracer = () => trace.getTracer("showbook");

/**
 * Exports this process's spans over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; the SDK is loaded only then. The exporter reads
 * the standard OTEL_EXPORTER_OTLP_* settings (headers, timeout) itself. Returns the shutdown
 * that flushes the spans still buffered, or null when tracing is off.
 */
export async function startTracing(role: ProcessRole): Promise<(() => Promise<void>) | null> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": process.env.OTEL_SERVICE_NAME || "showbook",
      "service.instance.id": `${process.env.HOSTNAME || "localhost"}:${process.pid}`,
      "showbook.process.role": role,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1_000 })],
  });
  provider.register();
  return () => provider.shutdown();
}

/** Ends `span` with the outcome of `work`, recording an exception as an error. */
export async function endWith<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    if (error instanceof Error) span.setAttribute("error.type", (error as { code?: unknown }).code?.toString() ?? error.name);
    throw error;
  } finally {
    span.end();
  }
}

/** Runs `work` inside a new active span (a job, an internal step). */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, (span) => endWith(span, work));
}
