/* Stand-in for the one header of Apple's SDK that ring's C code reads when CI checks the
 * macOS build with clippy on Linux (.ci/run): nothing is linked there, and these are the
 * values of macOS on Apple silicon. Never used to build a program. */
#ifndef STRATAGEM_TARGET_CONDITIONALS_H
#define STRATAGEM_TARGET_CONDITIONALS_H
#define TARGET_OS_MAC 1
#define TARGET_OS_OSX 1
#define TARGET_OS_IPHONE 0
#endif
