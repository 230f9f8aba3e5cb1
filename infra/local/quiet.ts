/**
 * Imported first by the local entry points. The twin and the tests run on the developer's Node 20 while the
 * Lambdas run on Node 24: the SDKs' start-up notices about the local Node version are noise here.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
/**
 * X-Ray tracing is off outside Lambda (Powertools turns itself off), but the X-Ray SDK it loads starts in
 * automatic mode, whose `cls-hooked` namespace installs an async hook that tracks every promise's creation and
 * destruction. Nothing here reads that context, and at the reminders' 08:00 peak the hook was a quarter of the
 * dispatcher's time (docs/performance.md). Lambda keeps the automatic mode: this file is never bundled there.
 */
process.env.AWS_XRAY_MANUAL_MODE ??= '1';
