// A module declaration (JLS 21 §7.7): open, requires with modifiers, exports and
// opens with targets, uses and provides.
import java.sql.Driver;

/** A module. */
@Deprecated
open module com.example.app {
    requires java.base;
    requires transitive java.sql;
    requires static java.desktop;
    requires static transitive java.logging;
    exports com.example.api;
    exports com.example.internal to com.example.test, com.example.tool;
    opens com.example.model;
    opens com.example.impl to java.desktop;
    uses com.example.spi.Service;
    provides java.sql.Driver with com.example.impl.DriverImpl, com.example.impl.Other;
}
