// The parts of libxml2 NibKit uses: the SAX2 parser and its error reporting.
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, and <libxml/encoding.h> then includes the system's ICU
// headers, which clash with the ICU that Foundation carries on Linux ("'UErrorCode' has
// different definitions in different modules") in any module that imports both. NibKit never
// touches the ICU converter inside xmlCharEncodingHandler, so hide it.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
