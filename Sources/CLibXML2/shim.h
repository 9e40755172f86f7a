// The parts of libxml2 NibKit uses: the SAX2 push/pull parser and its error reporting.
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>
