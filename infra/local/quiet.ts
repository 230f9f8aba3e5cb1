/**
 * Imported first by the local entry points. The twin and the tests run on the developer's Node 20 while the
 * Lambdas run on Node 24: the SDKs' start-up notices about the local Node version are noise here.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
